import type { Ok } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { deleteAllSessions } from "../../auth/sessions.js";

/**
 * "Sign out everywhere": every session of the user ends at once, on every device (each API
 * process drops its cached copies when the deletions are announced, auth/session-cache.ts),
 * and no device gets their push notifications any more (a lost phone's lock screen); each
 * device subscribes again when its switches are turned on after signing in.
 */
export async function signOutEverywhere(db: Db, userId: string): Promise<Ok> {
  await deleteAllSessions(db, userId);
  await db.deleteFrom("pushSubscriptions").where("userId", "=", userId).execute();
  return { ok: true };
}
