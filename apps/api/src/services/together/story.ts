import {
  discoveryTagLabel,
  STORY_STREAK_MILESTONES,
  type OurStory,
  type StoryItem,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { computeStreak } from "../quiz/index.js";
import { currentCouple } from "./current-couple.js";
import { otherPartner } from "../../lib/pair.js";

interface CoupleRow {
  id: string;
  userAId: string | null;
  userBId: string | null;
  createdAt: Date;
  endedAt: Date | null;
  metInChat: number | null;
}

const item = (kind: StoryItem["kind"], at: Date, fields: Partial<StoryItem> = {}): StoryItem => ({
  kind,
  at: new Date(at).toISOString(),
  who: null,
  note: null,
  likedWhat: null,
  title: null,
  count: null,
  ...fields,
});

/** Our story for the viewer's current couple (decision 252). */
export async function getOurStory(db: Db, viewerId: string, now = new Date()): Promise<OurStory> {
  const { coupleId } = await currentCouple(db, viewerId);
  return storyOfCouple(db, viewerId, coupleId, now);
}

/**
 * A couple's milestones, oldest first, read from the rows that record them: the first like
 * between the two (with its note), the match and its first message, becoming a couple (or
 * pairing), the first quiz completed together, streak records, rewards either redeemed while
 * together, and each month together. Nothing of it is stored twice.
 */
export async function storyOfCouple(
  db: Db,
  viewerId: string,
  coupleId: string,
  now = new Date(),
): Promise<OurStory> {
  const { rows } = await sql<CoupleRow>`
    SELECT c.id, c.user_a_id, c.user_b_id, c.created_at, c.ended_at,
           (SELECT p.match_id FROM couple_proposals p
            WHERE p.couple_id = c.id AND p.status = 'accepted') AS met_in_chat
    FROM couples c
    WHERE c.id = ${coupleId} AND (c.user_a_id = ${viewerId} OR c.user_b_id = ${viewerId})
  `.execute(db);
  const couple = rows[0];
  if (!couple) return { coupleId, items: [] };
  const partnerId = otherPartner(couple, viewerId);
  const whoOf = (userId: string | null): StoryItem["who"] =>
    userId === viewerId ? "me" : userId !== null && userId === partnerId ? "partner" : null;
  const until = couple.endedAt ?? now;

  const items: StoryItem[] = [
    ...(partnerId ? await beforeTheCouple(db, viewerId, partnerId, whoOf) : []),
    item(couple.metInChat ? "became-couple" : "paired", couple.createdAt),
    ...(await quizMilestones(db, coupleId)),
    ...(await rewardsRedeemed(db, [viewerId, partnerId], couple.createdAt, until, whoOf)),
    ...anniversaries(couple.createdAt, until),
  ];
  items.sort((a, b) => a.at.localeCompare(b.at));
  return { coupleId, items };
}

async function beforeTheCouple(
  db: Db,
  viewerId: string,
  partnerId: string,
  whoOf: (userId: string | null) => StoryItem["who"],
): Promise<StoryItem[]> {
  const [a, b] = [viewerId, partnerId].sort();
  const { rows } = await sql<{
    likeFrom: string | null;
    likeNote: string | null;
    likeAnswerTag: string | null;
    likedAt: Date | null;
    matchedAt: Date | null;
    firstFrom: string | null;
    firstAt: Date | null;
  }>`
    WITH first_like AS (
      SELECT l.from_user_id, l.note, l.answer_tag, l.created_at
      FROM likes l
      WHERE (l.from_user_id = ${viewerId} AND l.to_user_id = ${partnerId})
         OR (l.from_user_id = ${partnerId} AND l.to_user_id = ${viewerId})
      ORDER BY l.created_at LIMIT 1
    ),
    first_match AS (
      SELECT m.id, m.created_at FROM matches m
      WHERE m.user_a_id = ${a} AND m.user_b_id = ${b}
      ORDER BY m.created_at LIMIT 1
    ),
    first_message AS (
      SELECT x.sender_id, x.created_at FROM messages x
      WHERE x.match_id = (SELECT id FROM first_match)
      ORDER BY x.id LIMIT 1
    )
    SELECT (SELECT from_user_id FROM first_like) AS like_from,
           (SELECT note FROM first_like) AS like_note,
           (SELECT answer_tag FROM first_like) AS like_answer_tag,
           (SELECT created_at FROM first_like) AS liked_at,
           (SELECT created_at FROM first_match) AS matched_at,
           (SELECT sender_id FROM first_message) AS first_from,
           (SELECT created_at FROM first_message) AS first_at
  `.execute(db);
  const row = rows[0]!;
  const items: StoryItem[] = [];
  if (row.likedAt) {
    items.push(
      item("liked", row.likedAt, {
        who: whoOf(row.likeFrom),
        note: row.likeNote,
        likedWhat: row.likeAnswerTag ? discoveryTagLabel(row.likeAnswerTag) : null,
      }),
    );
  }
  if (row.matchedAt) items.push(item("matched", row.matchedAt));
  if (row.firstAt) items.push(item("first-message", row.firstAt, { who: whoOf(row.firstFrom) }));
  return items;
}

/** The first quiz finished together (with how many picks matched) and each streak record. */
async function quizMilestones(db: Db, coupleId: string): Promise<StoryItem[]> {
  const { rows } = await sql<{ day: string; completedAt: Date; matched: number }>`
    SELECT ds.day::text AS day, ds.completed_at,
           (SELECT count(*)::int FROM answers x JOIN answers y
              ON y.daily_set_id = x.daily_set_id AND y.question_id = x.question_id
             AND y.user_id > x.user_id AND y.selected_option = x.selected_option
            WHERE x.daily_set_id = ds.id) AS matched
    FROM daily_sets ds
    WHERE ds.couple_id = ${coupleId} AND ds.completed_at IS NOT NULL
    ORDER BY ds.day
  `.execute(db);
  const first = rows[0];
  if (!first) return [];
  const items = [item("first-quiz", first.completedAt, { count: first.matched })];
  const days: string[] = [];
  let reached = 0;
  for (const row of rows) {
    days.push(row.day);
    const { current } = computeStreak(days, row.day);
    const milestone = STORY_STREAK_MILESTONES.filter((m) => m <= current && m > reached).at(-1);
    if (milestone) {
      reached = milestone;
      items.push(item("streak", row.completedAt, { count: milestone }));
    }
  }
  return items;
}

async function rewardsRedeemed(
  db: Db,
  people: (string | null)[],
  from: Date,
  until: Date,
  whoOf: (userId: string | null) => StoryItem["who"],
): Promise<StoryItem[]> {
  const ids = people.filter((id): id is string => id !== null);
  const rows = await db
    .selectFrom("redemptions as r")
    .innerJoin("rewards as w", "w.id", "r.rewardId")
    .select(["r.userId", "r.createdAt", "w.title"])
    .where("r.userId", "in", ids)
    .where("r.createdAt", ">=", from)
    .where("r.createdAt", "<=", until)
    .orderBy("r.createdAt")
    .execute();
  return rows.map((row) =>
    item("reward", row.createdAt, { who: whoOf(row.userId), title: row.title }),
  );
}

/** The same day of each month after the couple was made (the month's last day when shorter). */
function anniversaries(since: Date, until: Date): StoryItem[] {
  const items: StoryItem[] = [];
  for (let months = 1; ; months += 1) {
    const at = addMonths(since, months);
    if (at > until) return items;
    items.push(item("anniversary", at, { count: months }));
  }
}

function addMonths(date: Date, months: number): Date {
  const at = new Date(date);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}
