import { NOT_PAIRED_FOR_GOAL_MESSAGE, type CoupleGoal } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { otherPartner } from "../../lib/pair.js";

/** The viewer's couple, if paired: its id and the partner's id. */
export async function activePair(
  db: Db,
  userId: string,
  lock: "share" | "none" = "none",
): Promise<{ coupleId: string; partnerId: string } | null> {
  let query = db
    .selectFrom("users")
    .innerJoin("couples", "couples.id", "users.coupleId")
    .select(["couples.id", "couples.userAId", "couples.userBId"])
    .where("users.id", "=", userId)
    .where("couples.endedAt", "is", null);
  if (lock === "share") query = query.forShare("couples");
  const couple = await query.executeTakeFirst();
  const partnerId = couple && otherPartner(couple, userId);
  return couple && partnerId ? { coupleId: couple.id, partnerId } : null;
}

/**
 * The couple's shared goal (decision 360) with both partners' points: null when the viewer
 * is not paired, has no goal, or the goal's reward was switched off.
 */
export async function getCoupleGoal(db: Db, userId: string): Promise<CoupleGoal | null> {
  const row = await db
    .selectFrom("users as me")
    .innerJoin("couples", "couples.id", "me.coupleId")
    .innerJoin("coupleGoals", "coupleGoals.coupleId", "couples.id")
    .innerJoin("rewards", "rewards.id", "coupleGoals.rewardId")
    .innerJoin("users as partner", (join) =>
      join.onRef("partner.coupleId", "=", "couples.id").onRef("partner.id", "<>", "me.id"),
    )
    .select([
      "rewards.id",
      "rewards.title",
      "rewards.pointsCost",
      "rewards.brandName",
      "rewards.location",
      "me.points as myPoints",
      "partner.points as partnerPoints",
      "coupleGoals.setById",
    ])
    .where("me.id", "=", userId)
    .where("couples.endedAt", "is", null)
    .where("rewards.isActive", "=", true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    reward: {
      id: row.id,
      title: row.title,
      pointsCost: row.pointsCost,
      brandName: row.brandName,
      location: row.location,
    },
    points: row.myPoints + row.partnerPoints,
    myPoints: row.myPoints,
    partnerPoints: row.partnerPoints,
    setByMe: row.setById === userId,
  };
}

/**
 * Picks `rewardId` as the couple's goal (replacing any), or clears it with null; the partner
 * is told live. The couple row is share-locked, so an unpairing at the same moment either
 * waits and then clears this goal (its trigger) or ended the couple first and this is refused.
 */
export async function setCoupleGoal(
  db: Db,
  userId: string,
  rewardId: number | null,
): Promise<CoupleGoal | null> {
  return db.transaction().execute(async (db) => {
    const pair = await activePair(db, userId, "share");
    if (!pair) throw conflict(NOT_PAIRED_FOR_GOAL_MESSAGE, "NOT_PAIRED");
    if (rewardId === null) {
      const cleared = await db
        .deleteFrom("coupleGoals")
        .where("coupleId", "=", pair.coupleId)
        .returning("rewardId")
        .executeTakeFirst();
      if (cleared) {
        const reward = await db
          .selectFrom("rewards")
          .select("title")
          .where("id", "=", cleared.rewardId)
          .executeTakeFirstOrThrow();
        await publishEvent(db, [pair.partnerId], {
          type: "couple-goal",
          change: "cleared",
          rewardTitle: reward.title,
        });
      }
      return null;
    }
    const reward = await db
      .selectFrom("rewards")
      .select(["id", "title"])
      .where("id", "=", rewardId)
      .where("isActive", "=", true)
      .executeTakeFirst();
    if (!reward) throw notFound("Reward not found.");
    await db
      .insertInto("coupleGoals")
      .values({ coupleId: pair.coupleId, rewardId, setById: userId })
      .onConflict((oc) =>
        oc.column("coupleId").doUpdateSet({ rewardId, setById: userId, setAt: sql`now()` }),
      )
      .execute();
    await publishEvent(db, [pair.partnerId], {
      type: "couple-goal",
      change: "set",
      rewardTitle: reward.title,
    });
    return getCoupleGoal(db, userId);
  });
}
