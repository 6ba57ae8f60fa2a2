import { DATE_IDEAS_LIMIT, RATE_LIMITS, type DateIdeas } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import { findCity } from "../../lib/cities.js";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../infra/rate-limit.js";
import { DATE_IDEA_CATALOGUE } from "./catalogue.js";
import { pickBest, rankIdeas, rewardAsIdea, rewardIdeaKey, seasonOf } from "./ranking.js";

/**
 * Whether an IANA time zone is south of the equator, for a couple whose town is unknown
 * (decision 284): the town the zone is named after ("Australia/Sydney", "Pacific/Auckland",
 * "America/Argentina/Buenos_Aires"), else the zone's region for Australia and Antarctica.
 * A zone named after no known town ("UTC", "Etc/GMT+3") counts as northern.
 */
export function isSouthernTimeZone(timeZone: string): boolean {
  const [region, ...rest] = timeZone.split("/");
  if (region === "Australia" || region === "Antarctica") return true;
  const town = rest.at(-1)?.replace(/_/g, " ");
  const city = town ? findCity(town) : null;
  return city ? city.latitude < 0 : false;
}

/** The viewer's current couple, or 409 NOT_PAIRED: date ideas are for couples. */
async function currentCouple(db: Db, userId: string) {
  const couple = await db
    .selectFrom("users")
    .innerJoin("couples", "couples.id", "users.coupleId")
    .select(["couples.id", "couples.userAId", "couples.userBId"])
    .where("users.id", "=", userId)
    .where("couples.endedAt", "is", null)
    .executeTakeFirst();
  // An active couple has both people (a deleted account ends its couple first).
  if (!couple?.userAId || !couple.userBId)
    throw conflict("Pair with your partner to get date ideas.", "NOT_PAIRED");
  return { id: couple.id, userAId: couple.userAId, userBId: couple.userBId };
}

/** Per tag, the smaller of the two partners' counts over the couple's quiz answers. */
async function sharedTagCounts(
  db: Db,
  couple: { id: string; userAId: string; userBId: string },
): Promise<Map<string, number>> {
  const { rows } = await sql<{ tag: string; shared: string }>`
    SELECT tag, LEAST(
      count(*) FILTER (WHERE a.user_id = ${couple.userAId}),
      count(*) FILTER (WHERE a.user_id = ${couple.userBId})
    ) AS shared
    FROM answers a
    JOIN daily_sets ds ON ds.id = a.daily_set_id
    CROSS JOIN LATERAL unnest(a.tags) AS tag
    WHERE ds.couple_id = ${couple.id}
    GROUP BY tag
  `.execute(db);
  return new Map(
    rows.filter((row) => Number(row.shared) > 0).map((row) => [row.tag, Number(row.shared)]),
  );
}

/**
 * Date ideas for the viewer's couple: the curated catalogue and the active partner rewards,
 * ranked by the answer tags both partners chose, the season (of the viewer's day, in the
 * couple's hemisphere) and the size of their town (ranking.ts), each with its reason. The
 * best DATE_IDEAS_LIMIT (always with one partner reward), then any saved idea not among them.
 */
export async function listDateIdeas(
  db: Db,
  userId: string,
  timeZone: string,
  /** Everything after the rate limit: a read replica may serve it (decision 357). */
  reads: Db = db,
): Promise<DateIdeas> {
  await enforceRateLimit(db, `date-ideas:${userId}`, RATE_LIMITS.dateIdeas, READ_TOO_OFTEN);
  const couple = await currentCouple(reads, userId);
  const [shared, members, rewards, saved] = await Promise.all([
    sharedTagCounts(reads, couple),
    reads
      .selectFrom("users")
      .select(["id", "location"])
      .where("id", "in", [couple.userAId, couple.userBId])
      .execute(),
    reads
      .selectFrom("rewards")
      .select(["id", "title", "description", "brandName", "location", "pointsCost", "cityId"])
      .where("isActive", "=", true)
      .execute(),
    reads
      .selectFrom("savedDateIdeas")
      .select("ideaKey")
      .where("coupleId", "=", couple.id)
      .execute(),
  ]);

  // The viewer's location first, else the partner's.
  const locations = members
    .sort((a, b) => Number(b.id === userId) - Number(a.id === userId))
    .map((member) => member.location)
    .filter((location): location is string => Boolean(location));
  const found = locations.map((location) => findCity(location)).find(Boolean) ?? null;
  const season = seasonOf(
    calendarDay(timeZone),
    found ? found.latitude < 0 : isSouthernTimeZone(timeZone),
  );
  const savedKeys = new Set(saved.map((row) => row.ideaKey));

  // A reward limited to a town is an idea only for couples of that town (decision 358).
  const towns = new Set(locations.map((location) => findCity(location)?.id));
  const ours = rewards.filter((reward) => reward.cityId === null || towns.has(reward.cityId));
  const ranked = rankIdeas([...DATE_IDEA_CATALOGUE, ...ours.map(rewardAsIdea)], {
    shared,
    season,
    city: found,
    saved: savedKeys,
  });
  const best = pickBest(ranked, DATE_IDEAS_LIMIT, season);
  const savedBeyond = ranked.filter((idea) => idea.saved && !best.includes(idea));
  return {
    ideas: [...best, ...savedBeyond],
    season,
    city: found ? found.name : (locations[0] ?? null),
    sharedTags: [...shared.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([tag]) => tag),
  };
}

async function assertIdeaExists(db: Db, key: string): Promise<void> {
  if (DATE_IDEA_CATALOGUE.some((idea) => idea.key === key)) return;
  const rewardId = /^reward-(\d{1,9})$/.exec(key)?.[1];
  if (rewardId) {
    const reward = await db
      .selectFrom("rewards")
      .select("id")
      .where("id", "=", Number(rewardId))
      .where("isActive", "=", true)
      .executeTakeFirst();
    if (reward && rewardIdeaKey(reward.id) === key) return;
  }
  throw notFound("This date idea does not exist.");
}

/** Saves an idea for the couple (both partners see it saved); saving twice is fine. */
export async function saveDateIdea(db: Db, userId: string, key: string) {
  const couple = await currentCouple(db, userId);
  await assertIdeaExists(db, key);
  await db
    .insertInto("savedDateIdeas")
    .values({ coupleId: couple.id, ideaKey: key, savedById: userId })
    .onConflict((oc) => oc.columns(["coupleId", "ideaKey"]).doNothing())
    .execute();
  return { key, saved: true };
}

/** Un-saves an idea; un-saving one that is not saved is fine. */
export async function unsaveDateIdea(db: Db, userId: string, key: string) {
  const couple = await currentCouple(db, userId);
  await db
    .deleteFrom("savedDateIdeas")
    .where("coupleId", "=", couple.id)
    .where("ideaKey", "=", key)
    .execute();
  return { key, saved: false };
}
