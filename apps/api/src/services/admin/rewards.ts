import type { CreateRewardInputSchema, Reward } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { rewardColumns, rewardStock } from "../rewards/index.js";
import type { Parsed } from "../../lib/parsed.js";
import { resolveRewardCity } from "./reward-city.js";

/** What admins see: every reward, newest first. */
export async function listAllRewards(db: Db): Promise<Reward[]> {
  return db
    .selectFrom("rewards")
    .select([...rewardColumns, rewardStock])
    .orderBy("id", "desc")
    .execute();
}

export async function createReward(
  db: Db,
  adminId: string,
  input: Parsed<typeof CreateRewardInputSchema>,
): Promise<Reward> {
  const { city, ...fields } = input;
  return db
    .insertInto("rewards")
    .values({ ...fields, ...resolveRewardCity(city), createdById: adminId })
    .returning(rewardColumns)
    .executeTakeFirstOrThrow()
    .then((reward) => ({ ...reward, stock: null }));
}

export async function setRewardActive(
  db: Db,
  rewardId: number,
  isActive: boolean,
): Promise<Reward> {
  const updated = await db
    .updateTable("rewards")
    .set({ isActive })
    .where("id", "=", rewardId)
    .returning("id")
    .executeTakeFirst();
  if (!updated) throw notFound("Reward not found.");
  return db
    .selectFrom("rewards")
    .select([...rewardColumns, rewardStock])
    .where("id", "=", rewardId)
    .executeTakeFirstOrThrow();
}
