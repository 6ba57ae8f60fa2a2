import { APP_NAME } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

export const SUSPENDED_TITLE = "Account suspended";
export const SUSPENDED_MESSAGE = `Your ${APP_NAME} account is suspended, so you cannot sign in. If you think this is a mistake, reply to any e-mail from us.`;

/** Staff suspended this account (the moderation desk): it cannot start a session. */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("suspendedAt")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.suspendedAt);
}

/** The sessions trigger's refusal (a sign-in that raced a suspension). */
export const isSuspendedRefusal = (error: unknown) =>
  error instanceof Error && /account suspended/.test(error.message);
