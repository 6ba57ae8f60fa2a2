import { inQuizOrder, type DiscoveryTag } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";

/** One discovery tag set: its id and its tags. */
export interface TagSet {
  id: number;
  tags: string[];
}

/** The tag sets each database holds, as last read, with the count and last id they had. */
const tagSetsRead = new WeakMap<Db, { count: number; last: number | null; sets: TagSet[] }>();

/**
 * Every discovery tag set (at most 4^5 = 1024), kept in the process: rows are only ever added
 * (`tagSetIdFor`), never changed or deleted, so the same count and last id as when they were
 * read means the same rows. Discover's first statement reads both (`key`); without it they
 * are read here. Scoring the sets in Node saves the walk's statement a scan of all of them
 * with five array tests each and their sort, a third of its execution at the median.
 */
export async function discoveryTagSets(
  db: Db,
  key?: { count: number; last: number | null },
): Promise<TagSet[]> {
  const known =
    key ??
    (
      await sql<{ count: number; last: number | null }>`
      SELECT count(*)::int AS count, max(id) AS last FROM discovery_tag_sets
    `.execute(db)
    ).rows[0]!;
  const read = tagSetsRead.get(db);
  if (read && read.count === known.count && read.last === known.last) return read.sets;
  const { rows } = await sql<TagSet & { count: number; last: number | null }>`
    SELECT id, tags, count(*) OVER ()::int AS count, max(id) OVER () AS last
    FROM discovery_tag_sets
  `.execute(db);
  const sets = rows.map(({ id, tags }) => ({ id, tags }));
  tagSetsRead.set(db, { count: rows[0]?.count ?? 0, last: rows[0]?.last ?? null, sets });
  return sets;
}

/** The tag sets as one viewer's page needs them: what `scored` answers. */
interface ScoredTagSets {
  /** Every set's id and score, as Postgres array literals, in the same order. */
  ids: string;
  scores: string;
  /** By set id: a card's answers (in quiz order) and those it shares with the viewer. */
  byId: Map<number, { answers: DiscoveryTag[]; commonTags: string[] }>;
}

/** Each `TagSet[]` as read, with its scorings so far by viewer tags (at most one per set). */
const scorings = new WeakMap<TagSet[], Map<string, ScoredTagSets>>();

/**
 * Each tag set's match score for the viewer: round(100 * |A ∩ B| / |A ∪ B|), half up, in
 * integers, as Postgres computes it for the noted likers (`score` in `discoverQuery`); and
 * what a card of each set shows. Kept per viewer tags (everyone with the same answers gets
 * the same): the statement then sends two prepared literals, not two 1,024-element arrays
 * quoted element by element by pg, and answers each card's tag set by id, not its tags as
 * arrays parsed character by character (together about a tenth of a call's CPU).
 */
export function scored(viewerTags: string[], tagSets: TagSet[]): ScoredTagSets {
  let byTags = scorings.get(tagSets);
  if (!byTags) scorings.set(tagSets, (byTags = new Map()));
  const key = viewerTags.join("\n");
  const known = byTags.get(key);
  if (known) return known;
  const ids: number[] = [];
  const scores: number[] = [];
  const byId: ScoredTagSets["byId"] = new Map();
  for (const { id, tags } of tagSets) {
    const commonTags = tags.filter((tag) => viewerTags.includes(tag));
    const union = tags.length + viewerTags.length - commonTags.length;
    ids.push(id);
    scores.push(union === 0 ? 0 : Math.floor((200 * commonTags.length + union) / (2 * union)));
    byId.set(id, { answers: inQuizOrder(tags), commonTags });
  }
  const scoring = { ids: `{${ids.join(",")}}`, scores: `{${scores.join(",")}}`, byId };
  byTags.set(key, scoring);
  return scoring;
}
