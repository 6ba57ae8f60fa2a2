import {
  ageGroupOf,
  ageOn,
  type MatchingProfile,
  type MatchingProfileInputSchema,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import type { Parsed } from "../../lib/parsed.js";
import { USER_NOT_FOUND } from "./refusals.js";
import { placeOf, preferencesOf } from "./preferences.js";

const PAIRED_NO_PROFILE =
  "You're paired with a partner. End the relationship before creating a dating profile.";

export async function getMatchingProfile(db: Db, userId: string): Promise<MatchingProfile | null> {
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
      "p.pausedAt",
      "p.showMe",
      "p.ageMin",
      "p.ageMax",
      "p.distance",
      "p.distanceKm",
      "p.preferencesConfirmedAt",
    ])
    .where("p.userId", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const { tags, pausedAt, showMe, ageMin, ageMax, distance, distanceKm, ...rest } = row;
  const { preferencesConfirmedAt, ...fields } = rest;
  return {
    ...fields,
    discoveryTags: tags ?? [],
    paused: pausedAt !== null,
    preferences: preferencesOf({
      showMe,
      ageMin,
      ageMax,
      distance,
      distanceKm,
      preferencesConfirmedAt,
    }),
  };
}

export async function saveMatchingProfile(
  db: Db,
  userId: string,
  input: Parsed<typeof MatchingProfileInputSchema>,
): Promise<MatchingProfile> {
  // Distances are measured from the town the city names (decision 120); looked up before
  // the transaction takes a connection.
  const place = placeOf(input.city);
  return db.transaction().execute(async (db) => {
    // Locked so that pairing (which sets couple_id) and this check cannot interleave.
    const user = await db
      .selectFrom("users")
      .select(["coupleId", "birthDate", "timeZone"])
      .where("id", "=", userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.coupleId) throw conflict(PAIRED_NO_PROFILE, "PAIRED_USERS_CANNOT_MATCH");
    // A recorded birth date decides the group; a chosen one counts only without it (decision 271).
    const ageGroup = user.birthDate
      ? ageGroupOf(ageOn(user.birthDate, calendarDay(user.timeZone)))
      : input.ageGroup;
    if (!ageGroup) throw badRequest("ageGroup", "Choose an age group.");
    const fields = {
      nickname: input.nickname,
      gender: input.gender,
      ageGroup,
      birthDate: user.birthDate,
      city: input.city,
      bio: input.bio,
      instagramHandle: input.instagramHandle,
      snapchatHandle: input.snapchatHandle,
      facebookHandle: input.facebookHandle,
      ...place,
    };
    await db
      .insertInto("matchingProfiles")
      .values({ userId, ...fields })
      .onConflict((oc) => oc.column("userId").doUpdateSet({ ...fields, updatedAt: sql`now()` }))
      .execute();
    await db
      .updateTable("users")
      .set({ userType: "single" })
      .where("id", "=", userId)
      .where("userType", "is", null)
      .execute();
    // The dating City is Profile's Location (decision 285): one value, written together.
    await db
      .updateTable("users")
      .set({ location: input.city })
      .where("id", "=", userId)
      .where("location", "is distinct from", input.city)
      .execute();
    const profile = await getMatchingProfile(db, userId);
    if (!profile) throw new Error("matching profile vanished inside its own transaction");
    return profile;
  });
}
