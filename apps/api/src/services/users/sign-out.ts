import type { Ok } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { deleteAllSessions } from "../../auth/sessions.js";

/**
 * "Sign out everywhere": every session of the user ends at once, on every device (each API
 * process drops its cached copies when the deletions are announced, auth/session-cache.ts).
 */
export async function signOutEverywhere(db: Db, userId: string): Promise<Ok> {
  await deleteAllSessions(db, userId);
  return { ok: true };
}
