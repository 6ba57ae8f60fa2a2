import {
  DISCOVER_PAGE_SIZE,
  type AgeGroup,
  type DiscoverCandidate,
  type Gender,
  type LikeResult,
  type MatchingProfile,
  type MatchingProfileInputSchema,
  type MatchSummary,
  type Ok,
  type ReportInputSchema,
} from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import type { z } from "zod";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";

type Executor = Db | Transaction<Database>;

export type SaveMatchingProfileInput = z.output<typeof MatchingProfileInputSchema>;
export type SaveReportInput = z.output<typeof ReportInputSchema>;

const PROFILE_UNAVAILABLE = "This profile is not available.";
const PROFILE_FIRST = "Set up your profile first.";
const QUIZ_FIRST = "Take the discovery quiz first.";
const PAIRED_NO_PROFILE =
  "You're paired with a partner. End the relationship before creating a dating profile.";
const PAIRED_NO_MATCHING =
  "You're paired with a partner. End the relationship before looking for matches.";
const USER_NOT_FOUND = "This user does not exist.";
/** The viewer's last_active_at is rewritten at most this often, not on every request. */
const ACTIVITY_RESOLUTION = sql`interval '5 minutes'`;

const ok: Ok = { ok: true };

// Ids arrive from the client in any case; Postgres prints uuids lower-case, and the pair
// order of a match (user_a_id < user_b_id) is computed on the lower-case text.
const normaliseId = (id: string) => id.toLowerCase();

/** The pair as stored in `matches`: the smaller uuid first. */
const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

// ---------------------------------------------------------------- profile

export async function getMatchingProfile(
  db: Executor,
  userId: string,
): Promise<MatchingProfile | null> {
  const row = await db
    .selectFrom("matchingProfiles as p")
    .leftJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
    .select([
      "p.nickname",
      "p.gender",
      "p.ageGroup",
      "p.city",
      "p.bio",
      "p.instagramHandle",
      "p.snapchatHandle",
      "p.facebookHandle",
      "ts.tags",
    ])
    .where("p.userId", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const { tags, gender, ageGroup, ...fields } = row;
  return {
    ...fields,
    gender: gender as Gender,
    ageGroup: ageGroup as AgeGroup,
    discoveryTags: tags ?? [],
  };
}

export async function saveMatchingProfile(
  db: Db,
  userId: string,
  input: SaveMatchingProfileInput,
): Promise<MatchingProfile> {
  return db.transaction().execute(async (trx) => {
    // Locked so that pairing (which sets couple_id) and this check cannot interleave.
    const user = await trx
      .selectFrom("users")
      .select("coupleId")
      .where("id", "=", userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.coupleId) throw conflict(PAIRED_NO_PROFILE, "PAIRED_USERS_CANNOT_MATCH");
    const fields = {
      nickname: input.nickname,
      gender: input.gender,
      ageGroup: input.ageGroup,
      city: input.city,
      bio: input.bio,
      instagramHandle: input.instagramHandle,
      snapchatHandle: input.snapchatHandle,
      facebookHandle: input.facebookHandle,
    };
    await trx
      .insertInto("matchingProfiles")
      .values({ userId, ...fields })
      .onConflict((oc) => oc.column("userId").doUpdateSet({ ...fields, updatedAt: sql`now()` }))
      .execute();
    await trx
      .updateTable("users")
      .set({ userType: "single" })
      .where("id", "=", userId)
      .where("userType", "is", null)
      .execute();
    const profile = await getMatchingProfile(trx, userId);
    if (!profile) throw new Error("matching profile vanished inside its own transaction");
    return profile;
  });
}

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

// ---------------------------------------------------------------- discover

/** Marks the viewer as recently active, writing only when the stored time is stale. */
async function touchActivity(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("matchingProfiles")
    .set({ lastActiveAt: sql`now()` })
    .where("userId", "=", userId)
    .where(sql<boolean>`last_active_at < now() - ${ACTIVITY_RESOLUTION}`)
    .execute();
}

/** The viewer must be an unpaired user with a matching profile to discover, like or pass. */
async function requireMatchingViewer(
  db: Executor,
  userId: string,
): Promise<{ tags: string[] | null }> {
  const viewer = await db
    .selectFrom("users as u")
    .leftJoin("matchingProfiles as p", "p.userId", "u.id")
    .leftJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
    .select(["u.coupleId", "p.userId as profileUserId", "ts.tags"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!viewer) throw notFound(USER_NOT_FOUND);
  if (viewer.coupleId) throw conflict(PAIRED_NO_MATCHING, "PAIRED_USERS_CANNOT_MATCH");
  if (!viewer.profileUserId) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  return { tags: viewer.tags };
}

interface CandidateRow {
  id: string;
  nickname: string;
  profileImageUrl: string | null;
  ageGroup: string;
  city: string | null;
  bio: string | null;
  matchScore: number;
  commonTags: string[];
}

/**
 * Singles to show the viewer, best match first, then most recently active.
 *
 * With a million singles there are still at most 4^5 = 1024 distinct tag sets, so the
 * query scores the tag sets (not the people) against the viewer's tags, then takes each
 * set's most recently active candidates through matching_profiles_discover_idx
 * (tag_set_id, last_active_at DESC, user_id), exclusions applied, one page at most per set.
 */
export async function discover(db: Db, userId: string): Promise<DiscoverCandidate[]> {
  const viewerId = normaliseId(userId);
  const { tags } = await requireMatchingViewer(db, viewerId);
  if (!tags) throw conflict(QUIZ_FIRST, "DISCOVERY_QUIZ_REQUIRED");
  await touchActivity(db, viewerId);
  const { rows } = await discoverQuery(viewerId, tags).execute(db);
  return rows.map((row) => ({ ...row, ageGroup: row.ageGroup as AgeGroup }));
}

/**
 * The one statement behind `discover` (exported for bench/discover.ts to EXPLAIN it).
 *
 * The tag sets come out of the `OFFSET 0` subquery (kept as a subquery, not flattened)
 * already sorted by score, and the nested loop keeps that order, so Postgres sorts the
 * candidates with an Incremental Sort keyed on the score: it stops reading tag sets once
 * the page is full, usually after the viewer's own set and the sets one answer away.
 */
export function discoverQuery(viewerId: string, viewerTags: string[]) {
  const mine = sql`${viewerTags}::text[]`;
  // |A intersect B| as a sum of membership tests: far cheaper per tag set than unnest().
  const common =
    viewerTags.length === 0
      ? sql`0`
      : sql.join(
          viewerTags.map((tag) => sql`(${tag} = ANY (ts.tags))::int`),
          sql` + `,
        );
  return sql<CandidateRow>`
    SELECT c.user_id AS id, c.nickname, c.profile_image_url, c.age_group, c.city, c.bio,
           s.match_score,
           ARRAY(
             SELECT t FROM unnest(s.tags) WITH ORDINALITY AS x(t, n) WHERE t = ANY (${mine}) ORDER BY n
           ) AS common_tags
    FROM (
      SELECT a.id, a.tags,
             coalesce(round(100.0 * a.common / nullif(cardinality(a.tags) + ${viewerTags.length} - a.common, 0)), 0)::int
               AS match_score
      FROM (
        SELECT ts.id, ts.tags, ${common} AS common
        FROM discovery_tag_sets ts
        OFFSET 0
      ) a
      ORDER BY match_score DESC
      OFFSET 0
    ) s
    CROSS JOIN LATERAL (
      SELECT p.user_id, p.nickname, u.profile_image_url, p.age_group, p.city, p.bio, p.last_active_at
      FROM matching_profiles p
      JOIN users u ON u.id = p.user_id
      WHERE p.tag_set_id = s.id
        AND p.user_id <> ${viewerId}
        AND u.couple_id IS NULL
        AND u.user_type = 'single'
        AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = ${viewerId} AND l.to_user_id = p.user_id)
        AND NOT EXISTS (SELECT 1 FROM passes x WHERE x.from_user_id = ${viewerId} AND x.to_user_id = p.user_id)
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = p.user_id)
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.user_id AND b.blocked_id = ${viewerId})
      ORDER BY p.last_active_at DESC, p.user_id
      LIMIT ${DISCOVER_PAGE_SIZE}
    ) c
    ORDER BY s.match_score DESC, c.last_active_at DESC, c.user_id
    LIMIT ${DISCOVER_PAGE_SIZE}
  `;
}

// ---------------------------------------------------------------- like and pass

/**
 * The target of a like or pass: a single with a profile, not the viewer, not paired, and
 * not blocked either way. Returns their nickname, or throws 404.
 */
async function requireAvailableTarget(
  db: Executor,
  viewerId: string,
  targetId: string,
): Promise<{ nickname: string }> {
  if (targetId === viewerId) throw notFound(PROFILE_UNAVAILABLE);
  const target = await db
    .selectFrom("matchingProfiles as p")
    .innerJoin("users as u", "u.id", "p.userId")
    .select("p.nickname")
    .where("p.userId", "=", targetId)
    .where("u.coupleId", "is", null)
    .where("u.userType", "=", "single")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("blocks as b")
            .select(sql`1`.as("one"))
            .where(({ or, and, eb }) =>
              or([
                and([eb("b.blockerId", "=", viewerId), eb("b.blockedId", "=", targetId)]),
                and([eb("b.blockerId", "=", targetId), eb("b.blockedId", "=", viewerId)]),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  if (!target) throw notFound(PROFILE_UNAVAILABLE);
  return target;
}

/**
 * Locks both people's profiles, in id order so that two transactions cannot deadlock.
 * Everything that decides whether a pair is matched (a like, a block) runs under this
 * lock: two people liking each other at the same moment are serialised, so the second
 * one always sees the first one's like, and a block cannot slip past a like being made.
 */
async function lockPair(trx: Transaction<Database>, one: string, other: string): Promise<void> {
  await trx
    .selectFrom("matchingProfiles")
    .select("userId")
    .where("userId", "in", orderedPair(one, other))
    .orderBy("userId")
    .forUpdate()
    .execute();
}

export async function like(db: Db, userId: string, toUserId: string): Promise<LikeResult> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  await touchActivity(db, viewerId);
  return db.transaction().execute(async (trx) => {
    await lockPair(trx, viewerId, targetId);
    await requireMatchingViewer(trx, viewerId);
    const target = await requireAvailableTarget(trx, viewerId, targetId);

    await trx
      .insertInto("likes")
      .values({ fromUserId: viewerId, toUserId: targetId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const likedBack = await trx
      .selectFrom("likes")
      .select("fromUserId")
      .where("fromUserId", "=", targetId)
      .where("toUserId", "=", viewerId)
      .executeTakeFirst();
    if (!likedBack) return { isMatch: false, matchedUser: null };

    const [userAId, userBId] = orderedPair(viewerId, targetId);
    await trx
      .insertInto("matches")
      .values({ userAId, userBId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const match = await trx
      .selectFrom("matches")
      .select("endedAt")
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .executeTakeFirstOrThrow();
    // An unmatched pair stays unmatched: liking again does not revive it.
    if (match.endedAt !== null) return { isMatch: false, matchedUser: null };
    return { isMatch: true, matchedUser: { nickname: target.nickname } };
  });
}

export async function pass(db: Db, userId: string, toUserId: string): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  await touchActivity(db, viewerId);
  await requireMatchingViewer(db, viewerId);
  await requireAvailableTarget(db, viewerId, targetId);
  await db
    .insertInto("passes")
    .values({ fromUserId: viewerId, toUserId: targetId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return ok;
}

// ---------------------------------------------------------------- matches

interface MatchRow {
  matchId: number;
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  ageGroup: string;
  city: string | null;
  bio: string | null;
  instagramHandle: string | null;
  snapchatHandle: string | null;
  facebookHandle: string | null;
  commonTags: string[];
  matchedAt: Date;
}

/** The viewer's active matches, newest first. Social handles are shown to matches only. */
export async function listMatches(db: Db, userId: string): Promise<MatchSummary[]> {
  const viewerId = normaliseId(userId);
  const { rows } = await sql<MatchRow>`
    WITH mine AS (
      SELECT m.id, m.created_at, m.user_b_id AS other_id FROM matches m
      WHERE m.user_a_id = ${viewerId} AND m.ended_at IS NULL
      UNION ALL
      SELECT m.id, m.created_at, m.user_a_id FROM matches m
      WHERE m.user_b_id = ${viewerId} AND m.ended_at IS NULL
    )
    SELECT mine.id AS match_id, p.user_id, p.nickname, u.profile_image_url, p.age_group, p.city, p.bio,
           p.instagram_handle, p.snapchat_handle, p.facebook_handle,
           ARRAY(
             SELECT t FROM unnest(theirs.tags) WITH ORDINALITY AS x(t, n)
             WHERE t = ANY (coalesce(my_set.tags, '{}')) ORDER BY n
           ) AS common_tags,
           mine.created_at AS matched_at
    FROM mine
    JOIN matching_profiles p ON p.user_id = mine.other_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN discovery_tag_sets theirs ON theirs.id = p.tag_set_id
    LEFT JOIN matching_profiles me ON me.user_id = ${viewerId}
    LEFT JOIN discovery_tag_sets my_set ON my_set.id = me.tag_set_id
    ORDER BY mine.created_at DESC, mine.id DESC
  `.execute(db);
  return rows.map(({ matchedAt, ageGroup, ...row }) => ({
    ...row,
    ageGroup: ageGroup as AgeGroup,
    matchedAt: matchedAt.toISOString(),
  }));
}

export async function unmatch(db: Db, userId: string, otherUserId: string): Promise<Ok> {
  const [userAId, userBId] = orderedPair(normaliseId(userId), normaliseId(otherUserId));
  const ended = await db
    .updateTable("matches")
    .set({ endedAt: sql`now()` })
    .where("userAId", "=", userAId)
    .where("userBId", "=", userBId)
    .where("endedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!ended) throw notFound("You have no match with this person.");
  return ok;
}

// ---------------------------------------------------------------- safety

async function requireUser(db: Executor, userId: string): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound(USER_NOT_FOUND);
}

/** Blocks are one-way rows but act both ways: neither sees nor can like the other. */
export async function block(db: Db, userId: string, otherUserId: string): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const otherId = normaliseId(otherUserId);
  if (otherId === viewerId) throw badRequest("userId", "You cannot block yourself.");
  await db.transaction().execute(async (trx) => {
    await requireUser(trx, otherId);
    await lockPair(trx, viewerId, otherId);
    await trx
      .insertInto("blocks")
      .values({ blockerId: viewerId, blockedId: otherId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const [userAId, userBId] = orderedPair(viewerId, otherId);
    await trx
      .updateTable("matches")
      .set({ endedAt: sql`now()` })
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .where("endedAt", "is", null)
      .execute();
  });
  return ok;
}

export async function report(db: Db, userId: string, input: SaveReportInput): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const reportedId = normaliseId(input.userId);
  if (reportedId === viewerId) throw badRequest("userId", "You cannot report yourself.");
  await requireUser(db, reportedId);
  await db
    .insertInto("reports")
    .values({ reporterId: viewerId, reportedId, reason: input.reason, details: input.details })
    .execute();
  return ok;
}
