import { sql } from "kysely";
import { otherPartnerSql } from "../../lib/pair.js";
import { TOGETHER_EXPORT_LOADERS } from "../together/index.js";
import type { Loaders } from "./export-loader.js";

/** Life as a couple: the couples, quiz answers, points and rewards, shared goals, saved date ideas, together answers, nudges. */
export const COUPLE_PARTS = {
  couples: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT c.id, c.created_at, c.ended_at, c.completed_quizzes, ci.name AS identity,
             partner.first_name AS partner_first_name,
             CASE WHEN c.ended_by_id = ${userId} THEN 'you'
                  WHEN c.ended_by_id IS NOT NULL THEN 'partner' END AS ended_by
      FROM couples c
      LEFT JOIN couple_identities ci ON ci.key = c.identity_key
      LEFT JOIN users partner
        ON partner.id = ${otherPartnerSql("c", userId)}
      WHERE c.user_a_id = ${userId} OR c.user_b_id = ${userId}
      ORDER BY c.created_at`.execute(db);
    return rows;
  },
  quizAnswers: (db, userId) =>
    db
      .selectFrom("answers as a")
      .innerJoin("dailySets as ds", "ds.id", "a.dailySetId")
      .innerJoin("questions as q", "q.id", "a.questionId")
      .select([
        "ds.day",
        "q.text as question",
        "a.selectedOption",
        sql<string | null>`q.options -> a.selected_option ->> 'text'`.as("answer"),
        "a.tags",
        "a.pointsEarned",
        "a.createdAt",
      ])
      .where("a.userId", "=", userId)
      .orderBy("a.createdAt")
      .execute(),
  pointsLedger: (db, userId) =>
    db
      .selectFrom("pointsLedger")
      .select(["delta", "reason", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
  redemptions: (db, userId) =>
    db
      .selectFrom("redemptions as r")
      .innerJoin("rewards as w", "w.id", "r.rewardId")
      .select([
        "w.title as reward",
        "w.brandName",
        "r.pointsSpent",
        "r.partnerPointsSpent",
        "r.voucherCode",
        "w.codesValidUntil",
        "r.usedAt",
        "r.createdAt",
      ])
      .where("r.userId", "=", userId)
      .orderBy("r.createdAt")
      .execute(),
  coupleGoals: (db, userId) =>
    db
      .selectFrom("coupleGoals as g")
      .innerJoin("rewards as w", "w.id", "g.rewardId")
      .select(["w.title as reward", "g.setAt"])
      .where("g.setById", "=", userId)
      .execute(),
  savedDateIdeas: (db, userId) =>
    db
      .selectFrom("savedDateIdeas")
      .select(["ideaKey", "createdAt"])
      .where("savedById", "=", userId)
      .orderBy("createdAt")
      .execute(),
  ...TOGETHER_EXPORT_LOADERS,
  nudgesSent: (db, userId) =>
    db
      .selectFrom("pushNudges")
      .leftJoin("users as partner", "partner.id", "pushNudges.toUserId")
      .select([
        "partner.firstName as to",
        "pushNudges.day",
        "pushNudges.pushed",
        "pushNudges.createdAt",
      ])
      .where("pushNudges.fromUserId", "=", userId)
      .orderBy("pushNudges.createdAt")
      .execute(),
} satisfies Loaders;
