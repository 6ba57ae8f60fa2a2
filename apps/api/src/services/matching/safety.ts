import { RATE_LIMITS, type Ok, type ReportInputSchema } from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import type { Parsed } from "../../lib/parsed.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { endMatch } from "./end-match.js";
import { lockPair, normaliseId, ok, requireUser } from "./guards.js";

/** Blocks are one-way rows but act both ways: neither sees nor can like the other. */
export async function block(db: Db, userId: string, otherUserId: string): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const otherId = normaliseId(otherUserId);
  if (otherId === viewerId) throw badRequest("userId", "You cannot block yourself.");
  await enforceRateLimit(db, `block:${viewerId}`, RATE_LIMITS.block);
  await db.transaction().execute(async (db) => {
    await requireUser(db, otherId);
    await protectFrom(db, viewerId, otherId, { block: true });
  });
  return ok;
}

/**
 * Inside the caller's transaction: ends the match between the two (if any), and with
 * `block` records the block, so neither sees nor can like the other again. The conversation
 * closes for both (decision 033); the UPDATE waits for a message being sent.
 */
export async function protectFrom(
  db: Transaction<Database>,
  viewerId: string,
  otherId: string,
  { block }: { block: boolean },
): Promise<void> {
  await lockPair(db, viewerId, otherId);
  if (block) {
    await db
      .insertInto("blocks")
      .values({ blockerId: viewerId, blockedId: otherId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await endMatch(db, viewerId, otherId);
}

export async function report(
  db: Db,
  userId: string,
  input: Parsed<typeof ReportInputSchema>,
): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const reportedId = normaliseId(input.userId);
  if (reportedId === viewerId) throw badRequest("userId", "You cannot report yourself.");
  await enforceRateLimit(db, `report:${viewerId}`, RATE_LIMITS.report);
  await requireUser(db, reportedId);
  // One step (decision 130): the report, the end of any match, and the block unless turned off.
  await db.transaction().execute(async (db) => {
    await db
      .insertInto("reports")
      .values({ reporterId: viewerId, reportedId, reason: input.reason, details: input.details })
      .execute();
    await protectFrom(db, viewerId, reportedId, { block: input.block });
    // Without a block the reporter still never sees them again in Discover: a pass, which
    // "Undo last pass" leaves alone (controls.ts).
    if (!input.block) {
      await db
        .insertInto("passes")
        .values({ fromUserId: viewerId, toUserId: reportedId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  return ok;
}
