import { compileOnce, type Db, type Notifications } from "@tandem/db";
import { sql } from "kysely";
import { notifyInvalidatedCache } from "../../infra/notify-invalidated-cache.js";
import type { CatalogueReward } from "./city.js";

/** Where the database announces changes to the rewards (migration 2026_11_26_1600). */
export const REWARDS_CHANNEL = "tandem_rewards";

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
  "codesValidUntil",
  "partnerGetsIdentity",
  "city",
] as const;

/**
 * A reward's stock as the API shows it: null when Tandem makes its codes (no pool), else the
 * pool's unclaimed codes (decision 330). Select it next to `rewardColumns` from "rewards".
 */
export const rewardStock = sql<number | null>`CASE
  WHEN EXISTS (SELECT 1 FROM reward_codes c WHERE c.reward_id = rewards.id)
  THEN (SELECT count(*)::int FROM reward_codes c WHERE c.reward_id = rewards.id AND c.claimed_at IS NULL)
END`.as("stock");

/** What users see: active rewards, cheapest first. */
// Compiled once: every home screen asks for it.
const selectActiveRewards = compileOnce((db: Db) =>
  db
    .selectFrom("rewards")
    .select([...rewardColumns, rewardStock, "cityId"])
    .where("isActive", "=", true)
    .orderBy("pointsCost")
    .orderBy("id"),
);

export interface RewardCatalogue {
  /** The active rewards, cheapest first (each person sees those of their town: city.ts). */
  active(): Promise<CatalogueReward[]>;
  /** Staff changed a reward in this process: its next list reads the table. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * The active rewards, the same for everyone and changed only by staff: a process that hears
 * the rewards' announcements keeps the list it read until the next change, so a home screen
 * costs no query for them (docs/scaling.md). Without notifications, or while they are not live,
 * every call asks the table. (Redeeming reads the reward in its own transaction.) A change
 * to a pool of partner codes (a redemption claiming one) is announced on the same channel.
 */
export function createRewardCatalogue(
  db: Db,
  notifications: Notifications | null,
): RewardCatalogue {
  let kept: CatalogueReward[] | null = null;
  const memory = notifyInvalidatedCache(notifications, REWARDS_CHANNEL, () => (kept = null));
  return {
    async active() {
      if (kept && memory.trusted()) return kept;
      return memory.read(
        () => selectActiveRewards(db),
        (rewards) => (kept = rewards),
      );
    },
    changed: () => memory.forget(),
    close: () => memory.close(),
  };
}
