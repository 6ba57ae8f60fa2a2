import type { Ok } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import type { PreferenceSide } from "./preferences.js";

export const PROFILE_FIRST = "Set up your profile first.";
export const USER_NOT_FOUND = "This user does not exist.";
const PROFILE_UNAVAILABLE = "This profile is not available.";
const PAIRED_NO_MATCHING =
  "You're paired with a partner. End the relationship before looking for matches.";
/** The viewer's last_active_at is rewritten at most this often, not on every request. */
const ACTIVITY_RESOLUTION = sql`interval '5 minutes'`;

export const ok: Ok = { ok: true };

// Ids arrive from the client in any case; Postgres prints uuids lower-case, and the pair
// order of a match (user_a_id < user_b_id) is computed on the lower-case text.
export const normaliseId = (id: string) => id.toLowerCase();

/** The pair as stored in `matches`: the smaller uuid first. */
export const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

/** The profile `p`'s last_active_at is stale: `touchActivity` would rewrite it. */
export const activityStale = sql<boolean>`p.last_active_at < now() - ${ACTIVITY_RESOLUTION}`;

/** Marks the viewer as recently active, writing only when the stored time is stale. */
export async function touchActivity(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("matchingProfiles")
    .set({ lastActiveAt: sql`now()` })
    .where("userId", "=", userId)
    .where(sql<boolean>`last_active_at < now() - ${ACTIVITY_RESOLUTION}`)
    .execute();
}

/** The viewer's own details and preferences, for Discover's mutual filter. */
const SIDE_COLUMNS = [
  "p.gender",
  "p.ageGroup",
  "p.showMe",
  "p.ageMin",
  "p.ageMax",
  "p.distance",
  "p.distanceKm",
  "p.placeId",
  "p.placeLatitude",
  "p.placeLongitude",
] as const;

/** The viewer must be an unpaired user with a matching profile to discover, like or pass. */
export async function requireMatchingViewer(
  db: Db,
  userId: string,
): Promise<{ tags: string[] | null; side: PreferenceSide }> {
  const viewer = await db
    .selectFrom("users as u")
    .leftJoin("matchingProfiles as p", "p.userId", "u.id")
    .leftJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
    .select(["u.coupleId", "p.userId as profileUserId", "ts.tags", ...SIDE_COLUMNS])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  return checkedViewer(viewer);
}

/** The row `requireMatchingViewer` reads (users, their profile, their tag set). */
export type ViewerRow = {
  coupleId: string | null;
  profileUserId: string | null;
  tags: string[] | null;
} & {
  [K in keyof PreferenceSide]: PreferenceSide[K] | null;
};

/**
 * `requireMatchingViewer`'s checks on a row read elsewhere (Discover reads it in the
 * statement that counts its rate limit): 404 without the user, 409 paired or without a profile.
 */
export function checkedViewer(viewer: ViewerRow | undefined): {
  tags: string[] | null;
  side: PreferenceSide;
} {
  if (!viewer) throw notFound(USER_NOT_FOUND);
  if (viewer.coupleId) throw conflict(PAIRED_NO_MATCHING, "PAIRED_USERS_CANNOT_MATCH");
  if (!viewer.profileUserId) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  const { coupleId: _couple, profileUserId: _profile, tags, ...side } = viewer;
  // With the profile present (checked above), its columns are present too.
  return { tags, side: side as PreferenceSide };
}

/**
 * The target of a like or pass: a single with a profile, not the viewer, not paired, and
 * not blocked either way. Returns their nickname, or throws 404.
 */
export async function requireAvailableTarget(
  db: Db,
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
    .where("u.suspendedAt", "is", null)
    .where("p.pausedAt", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("blocks as b")
            .select(sql`1`.as("one"))
            .where((eb) =>
              eb.or([
                eb.and([eb("b.blockerId", "=", viewerId), eb("b.blockedId", "=", targetId)]),
                eb.and([eb("b.blockerId", "=", targetId), eb("b.blockedId", "=", viewerId)]),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  if (!target) throw notFound(PROFILE_UNAVAILABLE);
  return target;
}

/** The person blocked or reported must exist. */
export async function requireUser(db: Db, userId: string): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound(USER_NOT_FOUND);
}

/**
 * Locks both people's profiles, in id order so that two transactions cannot deadlock.
 * Everything that decides whether a pair is matched (a like, a block) runs under this
 * lock: two people liking each other at the same moment are serialised, so the second
 * one always sees the first one's like, and a block cannot slip past a like being made.
 * Typed as a transaction: a row lock outside one would end with its statement.
 */
export async function lockPair(
  db: Transaction<Database>,
  one: string,
  other: string,
): Promise<void> {
  await db
    .selectFrom("matchingProfiles")
    .select("userId")
    .where("userId", "in", orderedPair(one, other))
    .orderBy("userId")
    .forUpdate()
    .execute();
}
