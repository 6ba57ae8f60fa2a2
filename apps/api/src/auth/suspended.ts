import { APP_NAME, type UserRole } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

export const SUSPENDED_TITLE = "Account suspended";
export const SUSPENDED_MESSAGE = `Your ${APP_NAME} account is suspended, so you cannot sign in. If you think this is a mistake, reply to any e-mail from us.`;

/**
 * What a sign-in needs to know of an account: whether staff suspended it (the moderation
 * desk; it then cannot start a session) and its role (staff land on the admin panel).
 */
export async function signInStanding(
  db: Db,
  userId: string,
): Promise<{ suspended: boolean; role: UserRole }> {
  const row = await db
    .selectFrom("users")
    .select(["suspendedAt", "role"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { suspended: row.suspendedAt !== null, role: row.role };
}

/** The sessions trigger's refusal (a sign-in that raced a suspension). */
export const isSuspendedRefusal = (error: unknown) =>
  error instanceof Error && /account suspended/.test(error.message);
