import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { orderedPair } from "./guards.js";

/**
 * Ends the open match between the two, if there is one, and tells both live that its
 * conversation closed: unmatching, blocking and reporting end a match alike. Inside the
 * caller's transaction; the UPDATE waits for a message being sent. The match's id, or
 * undefined when they had none open.
 */
export async function endMatch(db: Db, one: string, other: string): Promise<number | undefined> {
  const [userAId, userBId] = orderedPair(one, other);
  const ended = await db
    .updateTable("matches")
    .set({ endedAt: sql`now()` })
    .where("userAId", "=", userAId)
    .where("userBId", "=", userBId)
    .where("endedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (ended) {
    await publishEvent(db, [userAId, userBId], { type: "conversation-ended", matchId: ended.id });
  }
  return ended?.id;
}
