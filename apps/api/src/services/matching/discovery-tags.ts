import { conflict } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { PROFILE_FIRST } from "./refusals.js";

/**
 * Stores the quiz answer as a pointer to the shared row of that exact set of tags. There
 * are at most 4^5 distinct sets, which is what keeps `discover` cheap.
 */
export async function saveDiscoveryTags(
  db: Db,
  userId: string,
  tags: string[],
): Promise<{ tags: string[] }> {
  // Sorted by code unit (not by a collation) so one set always has one spelling.
  const sorted = [...new Set(tags)].sort();
  const profile = await db
    .selectFrom("matchingProfiles")
    .select("userId")
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!profile) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  const tagSetId = await tagSetIdFor(db, sorted);
  await db
    .updateTable("matchingProfiles")
    .set({ tagSetId, updatedAt: sql`now()` })
    .where("userId", "=", userId)
    .execute();
  return { tags: sorted };
}

/** The id of the row holding `sortedTags`, created if missing; no write when it exists. */
async function tagSetIdFor(db: Db, sortedTags: string[]): Promise<number> {
  const tagsParam = sql<string[]>`${sortedTags}::text[]`;
  const find = () =>
    db.selectFrom("discoveryTagSets").select("id").where("tags", "=", tagsParam).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto("discoveryTagSets")
    .values({ tags: tagsParam })
    .onConflict((oc) => oc.column("tags").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Someone else inserted the same set between our two statements; it is committed now.
  const raced = await find();
  if (!raced) throw new Error("discovery tag set missing after a conflicting insert");
  return raced.id;
}
