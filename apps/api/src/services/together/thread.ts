import {
  CHAT_SEND_RATE_LIMIT,
  THREAD_PAGE_SIZE,
  type ThreadMessage,
  type ThreadPage,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { inTransaction, type DbOrTransaction } from "../../infra/idempotency.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { currentCouple } from "./current-couple.js";

const TOO_FAST = "You're sending messages too quickly. Wait a moment and try again.";

interface ThreadRow {
  phase: number;
  id: number;
  senderId: string;
  body: string;
  createdAt: Date;
}

const PHASES = ["match", "couple"] as const;

const toThreadMessage = (row: ThreadRow): ThreadMessage => ({
  id: `${PHASES[row.phase]}-${row.id}`,
  senderId: row.senderId,
  body: row.body,
  sentAt: new Date(row.createdAt).toISOString(),
});

function parseCursor(cursor: string | null | undefined): { phase: number; id: number } | null {
  if (!cursor) return null;
  const [phase, id] = cursor.split("-");
  return { phase: PHASES.indexOf(phase as (typeof PHASES)[number]), id: Number(id) };
}

/** The match a couple was made from (an accepted proposal, decision 132), or null. */
async function metInChat(db: DbOrTransaction, coupleId: string): Promise<number | null> {
  const accepted = await db
    .selectFrom("coupleProposals")
    .select("matchId")
    .where("coupleId", "=", coupleId)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return accepted?.matchId ?? null;
}

/**
 * One page of the couple's thread, newest page first, each page oldest first (decision 251).
 * A couple made from a match continues that match's chat: its messages come first, then
 * the couple's own; a cursor names a message of either.
 */
export async function listThread(
  db: Db,
  viewerId: string,
  cursor: string | null | undefined,
): Promise<ThreadPage> {
  const couple = await currentCouple(db, viewerId);
  const matchId = await metInChat(db, couple.coupleId);
  const before = parseCursor(cursor);
  const { rows } = await sql<ThreadRow>`
    SELECT * FROM (
      SELECT 0 AS phase, m.id, m.sender_id, m.body, m.created_at
      FROM messages m WHERE m.match_id = ${matchId}::int
      UNION ALL
      SELECT 1 AS phase, c.id, c.sender_id, c.body, c.created_at
      FROM couple_messages c WHERE c.couple_id = ${couple.coupleId}
    ) thread
    WHERE ${before?.phase ?? null}::int IS NULL
       OR (phase, id) < (${before?.phase ?? 0}::int, ${before?.id ?? 0}::bigint)
    ORDER BY phase DESC, id DESC
    LIMIT ${THREAD_PAGE_SIZE + 1}
  `.execute(db);
  const more = rows.length > THREAD_PAGE_SIZE;
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse().map(toThreadMessage);
  return {
    messages: page,
    nextCursor: more ? page[0]!.id : null,
    coupleSince: couple.createdAt.toISOString(),
  };
}

/**
 * Writes to the couple's thread: stored and published to both partners in one transaction,
 * under a FOR SHARE lock of the couple row, so nothing is written after a break-up.
 * Counted with chat messages against the same rate limit.
 */
export async function sendToThread(
  db: DbOrTransaction,
  viewerId: string,
  body: string,
): Promise<ThreadMessage> {
  await currentCouple(db, viewerId);
  await enforceRateLimit(db, `chat-send:${viewerId}`, CHAT_SEND_RATE_LIMIT, TOO_FAST);
  return inTransaction(db, async (db) => {
    const couple = await currentCouple(db, viewerId, { lock: true });
    const row = await db
      .insertInto("coupleMessages")
      .values({ coupleId: couple.coupleId, senderId: viewerId, body })
      .returning(["id", "senderId", "body", "createdAt"])
      .executeTakeFirstOrThrow();
    const message = toThreadMessage({ ...row, phase: 1 });
    await publishEvent(db, [viewerId, couple.partnerId], {
      type: "couple-message",
      coupleId: couple.coupleId,
      message,
    });
    return message;
  });
}
