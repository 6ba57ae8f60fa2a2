import type { Reward } from "@tandem/api-contract";
import { compileOnce, type Db } from "@tandem/db";
import { findCity } from "../../lib/cities.js";

/** A reward as the catalogue keeps it: with the id of the town it is limited to. */
export type CatalogueReward = Reward & { cityId: number | null };

// Compiled once: every list of rewards asks it.
const selectTownLocations = compileOnce((db: Db, userId: string) =>
  db
    .selectFrom("users as me")
    .leftJoin("couples", (join) =>
      join.onRef("couples.id", "=", "me.coupleId").on("couples.endedAt", "is", null),
    )
    .leftJoin("users as partner", (join) =>
      join.on((eb) =>
        eb.or([
          eb("partner.id", "=", eb.ref("couples.userAId")),
          eb("partner.id", "=", eb.ref("couples.userBId")),
        ]),
      ),
    )
    .select(["me.location as mine", "partner.location as theirs"])
    .where("me.id", "=", userId),
);

/**
 * The towns of the viewer and of their current partner (decision 358): each one's location
 * ("Lyon, France", the one location of decision 285) looked up in the gazetteer the date
 * ideas use. A location that names no known town counts as none.
 */
export async function viewerTownIds(db: Db, userId: string): Promise<Set<number>> {
  const rows = await selectTownLocations(db, userId);
  const towns = new Set<number>();
  for (const row of rows) {
    for (const location of [row.mine, row.theirs]) {
      const town = location ? findCity(location) : null;
      if (town) towns.add(town.id);
    }
  }
  return towns;
}

/** Whether a reward is shown to someone whose couple lives in `towns`. */
export const shownIn = (reward: { cityId: number | null }, towns: ReadonlySet<number>) =>
  reward.cityId === null || towns.has(reward.cityId);

/**
 * The active rewards one person sees: those for everywhere and those of their or their
 * partner's town. The kept catalogue is the same for everyone; only the towns are read.
 */
export async function rewardsForViewer(
  db: Db,
  active: () => Promise<CatalogueReward[]>,
  userId: string,
): Promise<Reward[]> {
  const [rewards, towns] = await Promise.all([active(), viewerTownIds(db, userId)]);
  return rewards.filter((reward) => shownIn(reward, towns));
}
