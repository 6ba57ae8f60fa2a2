import { LOGOUT_PATH } from "@tandem/api-contract";

/** The page "Delete account" ends on: it says the account is gone. */
export const ACCOUNT_DELETED_PATH = "/account-deleted";

/**
 * The history state the deletion leaves on that page. The page shows only with it (it
 * survives a reload), so an address typed or shared never claims an account is gone.
 */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export const isAccountDeletedState = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "accountDeleted" in state;

/**
 * Clears this browser's session cookie (the server already ended the session with the
 * account) through the logout form's POST, without leaving the page. A failure changes
 * nothing that matters: the cookie names a session that no longer exists.
 */
export async function forgetEndedSession(): Promise<void> {
  await fetch(LOGOUT_PATH, {
    method: "POST",
    credentials: "same-origin",
    redirect: "manual",
  }).catch(() => undefined);
}
