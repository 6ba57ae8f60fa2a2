import type { Reward } from "@tandem/api-contract";
import { compileOnce, type Db } from "@tandem/db";

/** The columns of a reward as the API shows it, to users and admins alike. */
export const rewardColumns = [
  "id",
  "title",
  "description",
  "imageUrl",
  "brandName",
  "pointsCost",
  "location",
  "isActive",
] as const;

/** What users see: active rewards, cheapest first. */
// Compiled once: every home screen asks for it.
const selectActiveRewards = compileOnce((db: Db) =>
  db
    .selectFrom("rewards")
    .select(rewardColumns)
    .where("isActive", "=", true)
    .orderBy("pointsCost")
    .orderBy("id"),
);

export async function listRewards(db: Db): Promise<Reward[]> {
  return selectActiveRewards(db);
}
