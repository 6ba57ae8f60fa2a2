import type { UndoPassResult } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { normaliseId } from "./guards.js";
import { PROFILE_FIRST } from "./refusals.js";

const NOTHING_TO_UNDO = "There is no pass to undo.";

/**
 * Takes back the viewer's most recent pass (not one of someone they reported): that person
 * can appear in Discover again.
 * One statement, so two undos at once take back two different passes, never one twice.
 */
export async function undoLastPass(db: Db, userId: string): Promise<UndoPassResult> {
  const viewerId = normaliseId(userId);
  const { rows } = await sql<{ userId: string; nickname: string }>`
    WITH last AS (
      SELECT from_user_id, to_user_id FROM passes
      WHERE from_user_id = ${viewerId}
        -- A pass that came with a report (safety.ts) is not taken back.
        AND NOT EXISTS (
          SELECT 1 FROM reports r
          WHERE r.reporter_id = ${viewerId} AND r.reported_id = passes.to_user_id
        )
      ORDER BY created_at DESC, to_user_id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    ), undone AS (
      DELETE FROM passes x USING last
      WHERE x.from_user_id = last.from_user_id AND x.to_user_id = last.to_user_id
      RETURNING x.to_user_id
    )
    SELECT undone.to_user_id AS user_id, coalesce(p.nickname, '') AS nickname
    FROM undone LEFT JOIN matching_profiles p ON p.user_id = undone.to_user_id
  `.execute(db);
  const undone = rows[0];
  if (!undone) throw notFound(NOTHING_TO_UNDO);
  return undone;
}

/** Pauses (hidden from Discover, cannot be liked) or resumes the viewer's profile. */
export async function setPaused(
  db: Db,
  userId: string,
  paused: boolean,
): Promise<{ paused: boolean }> {
  const updated = await db
    .updateTable("matchingProfiles")
    .set({ pausedAt: paused ? sql`coalesce(paused_at, now())` : null })
    .where("userId", "=", normaliseId(userId))
    .returning("pausedAt")
    .executeTakeFirst();
  if (!updated) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  return { paused: updated.pausedAt !== null };
}
