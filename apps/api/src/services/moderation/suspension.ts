import type {
  SignedInContext,
  UserActionInputSchema,
  UserLookup,
  UserLookupInputSchema,
} from "@tandem/api-contract";
import { forbidden, notFound } from "@tandem/api-contract/server";
import type { Database, Db, ModerationAction } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { publishEvent } from "../events/index.js";
import type { Parsed } from "../../lib/parsed.js";
import { writeAudit } from "./audit.js";
import { requireRecentSignIn } from "./guards.js";
import { describeUser } from "./people.js";

export const NO_ACCOUNT = "No account has this e-mail address.";
export const USER_GONE = "This account does not exist (it may have been deleted).";

/**
 * Suspends `targetId` inside the caller's transaction: the account is marked, then its
 * sessions are deleted, which every API process hears at once (the sessions NOTIFY trigger),
 * and its open streams are told. A sign-in racing this is refused by the sessions trigger
 * (migration 2026_11_22_0700). Staff cannot suspend themselves or another admin.
 */
export async function suspendInTransaction(
  db: Transaction<Database>,
  actorId: string,
  targetId: string,
): Promise<void> {
  const target = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where("id", "=", targetId)
    .forUpdate()
    .executeTakeFirst();
  if (!target) throw notFound(USER_GONE);
  if (target.id === actorId) throw forbidden("You cannot suspend yourself.");
  if (target.role === "admin") {
    throw forbidden("Admins cannot be suspended. Ask whoever manages ADMIN_EMAILS instead.");
  }
  await db
    .updateTable("users")
    .set({ suspendedAt: sql`coalesce(suspended_at, now())` })
    .where("id", "=", targetId)
    .execute();
  const ended = await db.deleteFrom("sessions").where("userId", "=", targetId).execute();
  if (ended.some((result) => Number(result.numDeletedRows) > 0)) {
    await publishEvent(db, [targetId], { type: "session-ended" });
  }
}

/**
 * A staff action on one account: a recent sign-in is required, then `change` and its audit
 * row are written in one transaction, and the account is described as it is now.
 */
export async function actOnUser(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof UserActionInputSchema>,
  action: ModerationAction,
  change: (db: Transaction<Database>, targetId: string) => Promise<string | void>,
): Promise<UserLookup> {
  await requireRecentSignIn(db, ctx);
  const targetId = input.id.toLowerCase();
  await db.transaction().execute(async (db) => {
    // What changed, when the action says (a corrected birth date), comes before the why.
    const what = await change(db, targetId);
    await writeAudit(db, {
      actorId: ctx.viewer.id,
      action,
      targetUserId: targetId,
      note: what ? `${what} ${input.note}` : input.note,
    });
  });
  return (await describeUser(db, { id: targetId }))!;
}

export function suspendUser(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof UserActionInputSchema>,
): Promise<UserLookup> {
  return actOnUser(db, ctx, input, "suspend", (db, targetId) =>
    suspendInTransaction(db, ctx.viewer.id, targetId),
  );
}

export function unsuspendUser(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof UserActionInputSchema>,
): Promise<UserLookup> {
  return actOnUser(db, ctx, input, "unsuspend", async (db, targetId) => {
    const lifted = await db
      .updateTable("users")
      .set({ suspendedAt: null })
      .where("id", "=", targetId)
      .returning("id")
      .executeTakeFirst();
    if (!lifted) throw notFound(USER_GONE);
  });
}

/** Finds an account by e-mail; the lookup itself is written to the audit log. */
export async function lookUpUser(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof UserLookupInputSchema>,
): Promise<UserLookup> {
  await requireRecentSignIn(db, ctx);
  const found = await describeUser(db, { email: input.email });
  if (!found) throw notFound(NO_ACCOUNT);
  await writeAudit(db, {
    actorId: ctx.viewer.id,
    action: "lookup",
    targetUserId: found.id,
    note: "Looked up by e-mail address.",
  });
  return found;
}
