import type { ModeratedUser } from "@tandem/api-contract";

export const DELETED_ACCOUNT = "Deleted account";

/** "22 Nov 2026, 14:05" in the reader's locale and zone. */
export function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** A person on the desk: nickname or name, and their e-mail; or that the account is gone. */
export function personLabel(user: Pick<ModeratedUser, "email" | "name" | "nickname"> | null): {
  primary: string;
  secondary: string | null;
} {
  if (!user) return { primary: DELETED_ACCOUNT, secondary: null };
  const primary = user.nickname ?? user.name ?? user.email ?? "Unnamed";
  return { primary, secondary: user.email && user.email !== primary ? user.email : null };
}
