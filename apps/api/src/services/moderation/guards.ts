import { ADMIN_RECENT_SIGN_IN_HOURS, type SignedInContext } from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";

export const SIGN_IN_AGAIN = `For staff actions, sign in again: your last sign-in was more than ${ADMIN_RECENT_SIGN_IN_HOURS} hours ago.`;

/**
 * Staff actions need a session that started (a sign-in) within the last
 * ADMIN_RECENT_SIGN_IN_HOURS. Otherwise 403 with the reason RECENT_SIGN_IN_REQUIRED, which
 * the web app answers by sending the admin to sign in again. The role is checked by the
 * contract's adminProcedure before this runs. A call made with an API token has no session:
 * the token's scope was checked instead (the token works only while its creator is staff).
 */
export async function requireRecentSignIn(db: Db, ctx: SignedInContext): Promise<void> {
  // A token's scope (checked by the contract before this runs) stands for a recent sign-in.
  if (ctx.apiToken) return;
  const recent = ctx.sessionId
    ? await db
        .selectFrom("sessions")
        .select("idHash")
        .where("idHash", "=", ctx.sessionId)
        .where("userId", "=", ctx.viewer.id)
        .where(
          "createdAt",
          ">",
          sql<Date>`now() - make_interval(hours => ${ADMIN_RECENT_SIGN_IN_HOURS})`,
        )
        .executeTakeFirst()
    : undefined;
  if (!recent) {
    throw new AppError("FORBIDDEN", SIGN_IN_AGAIN, { reason: "RECENT_SIGN_IN_REQUIRED" });
  }
}

/** Runs a staff action after the recent sign-in check (for the handlers' one line each). */
export async function asRecentAdmin<T>(
  db: Db,
  ctx: SignedInContext,
  action: () => Promise<T>,
): Promise<T> {
  await requireRecentSignIn(db, ctx);
  return action();
}
