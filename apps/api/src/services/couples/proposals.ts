import {
  COUPLE_PROPOSAL_RETRY_HOURS,
  type AnswerProposalInputSchema,
  type Couple,
  type CoupleProposal,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { CoupleProposalStatus, Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { findConversation } from "../chat/index.js";
import { publishEvent } from "../events/index.js";
import type { Parsed } from "../../lib/parsed.js";
import { getCouple } from "./couple.js";
import { ALREADY_PAIRED, pairPeople } from "./pairing.js";

// From a match to a couple (decision 132). Every step locks the match row first (FOR
// UPDATE), so proposing, answering, unmatching and blocking on one match run one at a time;
// pairing itself is pairPeople's, with all its rules.

type Tx = Transaction<Database>;

interface ProposalRow {
  id: number;
  matchId: number;
  proposerId: string;
  status: CoupleProposalStatus;
  createdAt: Date;
  answeredAt: Date | null;
}

const HOUR_MS = 3_600_000;

function toProposal(row: ProposalRow, viewerId: string, now = Date.now()): CoupleProposal {
  const fromMe = row.proposerId === viewerId;
  const askAgain =
    fromMe && row.status === "declined" && row.answeredAt
      ? row.answeredAt.getTime() + COUPLE_PROPOSAL_RETRY_HOURS * HOUR_MS
      : null;
  return {
    id: row.id,
    matchId: row.matchId,
    fromMe,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    askAgainAt: askAgain !== null && askAgain > now ? new Date(askAgain).toISOString() : null,
  };
}

const latestProposal = (db: Db | Tx, matchId: number) =>
  db
    .selectFrom("coupleProposals")
    .select(["id", "matchId", "proposerId", "status", "createdAt", "answeredAt"])
    .where("matchId", "=", matchId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();

/** Locks the match, then checks the viewer is one of its two and it is still on. */
async function lockConversation(db: Tx, viewerId: string, matchId: number) {
  await db.selectFrom("matches").select("id").where("id", "=", matchId).forUpdate().execute();
  return findConversation(db, viewerId, matchId);
}

async function nicknameOf(db: Db | Tx, userId: string): Promise<string> {
  const row = await db
    .selectFrom("matchingProfiles")
    .select("nickname")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.nickname ?? "Your match";
}

/** The latest proposal of a chat (an accepted one too, once it is history), or null. */
export async function getProposal(
  db: Db,
  viewerId: string,
  matchId: number,
): Promise<CoupleProposal | null> {
  await findConversation(db, viewerId, matchId, { history: true });
  const row = await latestProposal(db, matchId);
  return row ? toProposal(row, viewerId) : null;
}

/**
 * Asks the match to become a couple. Refused in words while a proposal is open (mine: wait;
 * theirs: answer it), for a day after mine was declined, and when either is paired.
 */
export async function propose(db: Db, viewerId: string, matchId: number): Promise<CoupleProposal> {
  return db.transaction().execute(async (db) => {
    const { otherId } = await lockConversation(db, viewerId, matchId);
    const people = await db
      .selectFrom("users")
      .select(["id", "coupleId"])
      .where("id", "in", [viewerId, otherId])
      .execute();
    const name = await nicknameOf(db, otherId);
    if (people.find((p) => p.id === viewerId)?.coupleId)
      throw conflict(ALREADY_PAIRED, "ALREADY_PAIRED");
    if (people.find((p) => p.id === otherId)?.coupleId)
      throw conflict(`${name} is already paired with someone else.`);

    const last = await latestProposal(db, matchId);
    if (last?.status === "open") throw openAlready(last, viewerId, name);
    if (last?.status === "declined" && last.proposerId === viewerId) {
      const { askAgainAt } = toProposal(last, viewerId);
      if (askAgainAt) {
        const hours = Math.max(1, Math.ceil((Date.parse(askAgainAt) - Date.now()) / HOUR_MS));
        throw conflict(
          `${name} said not now. You can ask again in ${hours} hour${hours === 1 ? "" : "s"}.`,
        );
      }
    }
    // The partial unique index keeps one open proposal per match, whatever runs at once.
    const inserted = await db
      .insertInto("coupleProposals")
      .values({ matchId, proposerId: viewerId })
      // The predicate as a literal: a bind parameter there stops Postgres from matching the
      // partial index once a statement runs with a generic plan.
      .onConflict((oc) => oc.column("matchId").where("status", "=", sql.lit("open")).doNothing())
      .returning(["id", "matchId", "proposerId", "status", "createdAt", "answeredAt"])
      .executeTakeFirst();
    if (!inserted) {
      const open = await latestProposal(db, matchId);
      throw openAlready(open!, viewerId, name);
    }
    await publishEvent(db, [viewerId, otherId], {
      type: "couple-proposal",
      matchId,
      proposerId: viewerId,
      status: "open",
    });
    return toProposal(inserted, viewerId);
  });
}

function openAlready(open: ProposalRow, viewerId: string, name: string) {
  return open.proposerId === viewerId
    ? conflict(`You've already asked ${name}. Their answer will show here.`, "PROPOSAL_ANSWERED")
    : conflict(
        `${name} has already asked you. Say yes or not now to their proposal.`,
        "PROPOSAL_WAITING_FOR_YOU",
      );
}

/** Why an answer found no open proposal of the other person's to answer. */
async function cannotAnswer(db: Tx, viewerId: string, matchId: number, proposalId: number) {
  const row = await db
    .selectFrom("coupleProposals")
    .select(["proposerId", "status"])
    .where("id", "=", proposalId)
    .where("matchId", "=", matchId)
    .executeTakeFirst();
  if (!row) return notFound("This proposal does not exist.");
  if (row.proposerId === viewerId)
    return badRequest("proposalId", "This is your own proposal: your match answers it.");
  if (row.status === "accepted")
    return conflict("You already said yes: you're a couple.", "PROPOSAL_ANSWERED");
  if (row.status === "declined")
    return conflict("You already said not now to this proposal.", "PROPOSAL_ANSWERED");
  return conflict("This proposal is no longer open.", "PROPOSAL_ANSWERED");
}

/**
 * Says yes: the two become a couple through pairPeople (neither may be paired, the wait after
 * a break-up holds, today's solo answers carry over), with no code. The match ends as a match
 * and stays readable as their chat's history.
 */
export async function acceptProposal(
  db: Db,
  viewerId: string,
  input: Parsed<typeof AnswerProposalInputSchema>,
): Promise<Couple> {
  const coupleId = await db.transaction().execute(async (db) => {
    const { otherId, matchId } = await lockConversation(db, viewerId, input.matchId);
    const open = await db
      .selectFrom("coupleProposals")
      .select("id")
      .where("id", "=", input.proposalId)
      .where("matchId", "=", matchId)
      .where("proposerId", "=", otherId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (!open) throw await cannotAnswer(db, viewerId, matchId, input.proposalId);
    // The one who asked is the inviter: they hear "paired" live; the one saying yes gets the couple.
    const coupleId = await pairPeople(db, otherId, viewerId);
    await db
      .updateTable("coupleProposals")
      .set({ status: "accepted", answeredAt: sql`now()`, coupleId })
      .where("id", "=", open.id)
      .execute();
    await db
      .updateTable("matches")
      .set({ endedAt: sql`now()` })
      .where("id", "=", matchId)
      .where("endedAt", "is", null)
      .execute();
    await publishEvent(db, [viewerId, otherId], {
      type: "couple-proposal",
      matchId,
      proposerId: otherId,
      status: "accepted",
    });
    return coupleId;
  });
  return getCouple(db, viewerId, coupleId);
}

/** Says not now: the one who asked is told, and may ask again after a day. */
export async function declineProposal(
  db: Db,
  viewerId: string,
  input: Parsed<typeof AnswerProposalInputSchema>,
): Promise<CoupleProposal> {
  return db.transaction().execute(async (db) => {
    const { otherId, matchId } = await lockConversation(db, viewerId, input.matchId);
    const declined = await db
      .updateTable("coupleProposals")
      .set({ status: "declined", answeredAt: sql`now()` })
      .where("id", "=", input.proposalId)
      .where("matchId", "=", matchId)
      .where("proposerId", "=", otherId)
      .where("status", "=", "open")
      .returning(["id", "matchId", "proposerId", "status", "createdAt", "answeredAt"])
      .executeTakeFirst();
    if (!declined) throw await cannotAnswer(db, viewerId, matchId, input.proposalId);
    await publishEvent(db, [viewerId, otherId], {
      type: "couple-proposal",
      matchId,
      proposerId: otherId,
      status: "declined",
    });
    return toProposal(declined, viewerId);
  });
}
