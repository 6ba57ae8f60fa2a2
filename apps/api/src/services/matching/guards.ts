import type { Ok } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import type { PreferenceSide } from "./preferences.js";
import {
  PAIRED_NO_MATCHING,
  PROFILE_FIRST,
  PROFILE_UNAVAILABLE,
  USER_NOT_FOUND,
} from "./refusals.js";
import { mayBeShown, type Viewer } from "./visibility.js";

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
  "p.birthDate",
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
 * The target of a like or pass: someone who may be shown to the viewer (visibility.ts), liked
 * or passed already or not (both are answered again without effect). Returns their
 * nickname, or throws 404.
 */
export async function requireAvailableTarget(
  db: Db,
  viewer: Viewer,
  targetId: string,
): Promise<{ nickname: string }> {
  const { rows } = await sql<{ nickname: string }>`
    SELECT p.nickname FROM matching_profiles p
    WHERE p.user_id = ${targetId} AND ${mayBeShown(viewer, { hideAnswered: false })}
  `.execute(db);
  const target = rows[0];
  if (!target) throw notFound(PROFILE_UNAVAILABLE);
  return target;
}

/**
 * The viewer as visibility.ts needs them, or null when nobody may be shown to them: not a
 * single, paired, or without a profile (for the readers that answer such a viewer with
 * nothing rather than a 409).
 */
export async function viewerOrNull(db: Db, viewerId: string): Promise<Viewer | null> {
  const side = await db
    .selectFrom("users as u")
    .innerJoin("matchingProfiles as p", "p.userId", "u.id")
    .select(SIDE_COLUMNS)
    .where("u.id", "=", viewerId)
    .where("u.coupleId", "is", null)
    .where("u.userType", "=", "single")
    .executeTakeFirst();
  return side ? { id: viewerId, side } : null;
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
