import {
  ADULT_AGE,
  AGE_GROUP_YEARS,
  AGE_YEARS_MAX,
  ageOn,
  bornByForAge,
  GENDERS,
  type DatingPreferences,
  type DatingPreferencesInputSchema,
  type Gender,
  type ShowMe,
} from "@tandem/api-contract";
import { badRequest, conflict } from "@tandem/api-contract/server";
import type { Db, DistanceRule, MatchingProfileTable } from "@tandem/db";
import { sql, type RawBuilder, type Selectable } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import { findCity } from "../../lib/cities.js";
import type { Parsed } from "../../lib/parsed.js";
import { PROFILE_FIRST } from "./refusals.js";

/** Where a profile's city is on the map: its town's centre, never the person's coordinates. */
export interface Place {
  placeId: number | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
}

/** The town a profile's city names, or nothing when it cannot be placed. */
export function placeOf(city: string | null): Place {
  const found = city ? findCity(city) : null;
  return found
    ? { placeId: found.id, placeLatitude: found.latitude, placeLongitude: found.longitude }
    : { placeId: null, placeLatitude: null, placeLongitude: null };
}

/** One side of the mutual filter: a person's own details and what they want. */
export type PreferenceSide = Pick<
  Selectable<MatchingProfileTable>,
  | "gender"
  | "ageGroup"
  | "birthDate"
  | "showMe"
  | "ageMin"
  | "ageMax"
  | "distance"
  | "distanceKm"
  | "placeId"
  | "placeLatitude"
  | "placeLongitude"
>;

/** The genders a "show me" choice shows (decision 120: non-binary and unsaid: everyone). */
const SHOWN: Record<ShowMe, readonly Gender[] | null> = {
  women: ["female"],
  men: ["male"],
  everyone: null,
};

/** The genders a "show me" choice shows, every one listed. */
export const SHOWN_GENDERS: Record<ShowMe, readonly Gender[]> = {
  women: ["female"],
  men: ["male"],
  everyone: GENDERS,
};

/** The "show me" choices that include a person of `gender`. */
function showMeFor(gender: Gender): ShowMe[] {
  if (gender === "female") return ["women", "everyone"];
  if (gender === "male") return ["men", "everyone"];
  return ["everyone"];
}

/**
 * The viewer's age for the others' age ranges: from their birth date, else (an API client
 * that never gave one) the first year of their group (decision 271).
 */
function ageOf(side: PreferenceSide, today: string): number {
  return side.birthDate ? ageOn(side.birthDate, today) : AGE_GROUP_YEARS[side.ageGroup][0];
}

const TRUE = sql<boolean>`TRUE`;
const FALSE = sql<boolean>`FALSE`;

/** Great-circle km between the viewer's town and the candidate's (same formula as cities.ts). */
function kmFrom(latitude: number, longitude: number) {
  return sql<number>`(12742 * asin(sqrt(
    power(sin(radians(p.place_latitude - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(p.place_latitude))
      * power(sin(radians(p.place_longitude - ${longitude}::float8) / 2), 2)
  )))`;
}

/**
 * The mutual filter over the candidate `p` (a matching_profiles row): the candidate fits the
 * viewer's preferences and the viewer fits the candidate's. Every column it reads is in each
 * of Discover's walk indexes (matching_profiles_discoverable_prefs_idx, _discover_town_idx,
 * _discover_gender_idx), so the walk stays index-only.
 */
export function fitsBothWays(
  viewer: PreferenceSide,
  today = calendarDay("UTC"),
): RawBuilder<boolean> {
  const tests: RawBuilder<boolean>[] = [];

  // The viewer's rules, about the candidate.
  // One gender as a plain equality: Discover's walk then reads it in order from
  // matching_profiles_discover_gender_idx (decision 122).
  const shown = SHOWN[viewer.showMe];
  if (shown) {
    tests.push(
      shown.length === 1
        ? sql`p.gender = ${shown[0]}::text`
        : sql`p.gender = ANY (${shown}::text[])`,
    );
  }
  // Ages in years from the birth date (decision 271). A range narrower than every adult age
  // does not show someone whose age is unknown (no birth date yet); the open range filters
  // nobody by age, so Discover works for an API client that never gave one.
  // As old as ageMin at least: born on or before that day; "up to 99" has no upper end.
  if (viewer.ageMin > ADULT_AGE) {
    tests.push(sql`p.birth_date <= ${bornByForAge(today, viewer.ageMin)}::date`);
  } else if (viewer.ageMax < AGE_YEARS_MAX) {
    tests.push(sql`p.birth_date IS NOT NULL`);
  }
  if (viewer.ageMax < AGE_YEARS_MAX) {
    tests.push(sql`p.birth_date > ${bornByForAge(today, viewer.ageMax + 1)}::date`);
  }
  tests.push(viewerDistanceRule(viewer));

  // The candidate's rules, about the viewer.
  tests.push(sql`p.show_me = ANY (${showMeFor(viewer.gender)}::text[])`);
  const age = ageOf(viewer, today);
  tests.push(sql`p.age_min <= ${age}::int`);
  tests.push(
    age < AGE_YEARS_MAX ? sql`p.age_max >= ${age}::int` : sql`p.age_max = ${AGE_YEARS_MAX}::int`,
  );
  tests.push(candidateDistanceRule(viewer));

  const kept = tests.filter((test) => test !== TRUE);
  return kept.length === 0 ? TRUE : sql<boolean>`(${sql.join(kept, sql` AND `)})`;
}

function viewerDistanceRule(viewer: PreferenceSide): RawBuilder<boolean> {
  if (viewer.distance === "anywhere") return TRUE;
  const { placeId, placeLatitude: lat, placeLongitude: lon } = viewer;
  if (placeId === null || lat === null || lon === null) return FALSE;
  if (viewer.distance === "same-city") return sql`p.place_id = ${placeId}::int`;
  const km = viewer.distanceKm ?? 0;
  // A box first (cheap comparisons), then the exact distance for what is inside it.
  const latSpan = km / 111;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const lonSpan = cosLat > 0.01 ? km / (111 * cosLat) : 360;
  return sql<boolean>`(p.place_latitude BETWEEN ${lat - latSpan}::float8 AND ${lat + latSpan}::float8
    AND (${lonSpan >= 180}::boolean OR abs(p.place_longitude - ${lon}::float8) <= ${lonSpan}::float8
         OR abs(p.place_longitude - ${lon}::float8) >= ${360 - lonSpan}::float8)
    AND ${kmFrom(lat, lon)} <= ${km}::float8)`;
}

function candidateDistanceRule(viewer: PreferenceSide): RawBuilder<boolean> {
  const { placeId, placeLatitude: lat, placeLongitude: lon } = viewer;
  // A viewer whose city cannot be placed fits only the people who look anywhere.
  if (placeId === null || lat === null || lon === null) return sql`p.distance = 'anywhere'`;
  return sql<boolean>`(p.distance = 'anywhere'
    OR (p.distance = 'same-city' AND p.place_id = ${placeId}::int)
    OR (p.distance = 'within' AND ${kmFrom(lat, lon)} <= p.distance_km))`;
}

export function preferencesOf(row: {
  showMe: ShowMe;
  ageMin: number;
  ageMax: number;
  distance: DistanceRule;
  distanceKm: number | null;
  preferencesConfirmedAt: Date | null;
}): DatingPreferences {
  return {
    showMe: row.showMe,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    distance: row.distance,
    distanceKm: row.distanceKm,
    confirmed: row.preferencesConfirmedAt !== null,
  };
}

const NO_PLACE =
  'We can\'t place your city on the map. Write it as "Lyon, France" in your profile, or choose Anywhere.';
const NO_CITY = "Add your city to your profile first, or choose Anywhere.";

/** Sets (or keeps, confirming them) the viewer's preferences. */
export async function savePreferences(
  db: Db,
  userId: string,
  input: Parsed<typeof DatingPreferencesInputSchema>,
): Promise<DatingPreferences> {
  const profile = await db
    .selectFrom("matchingProfiles")
    .select(["city", "placeId"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!profile) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  if (input.distance !== "anywhere" && profile.placeId === null) {
    throw badRequest("distance", profile.city ? NO_PLACE : NO_CITY);
  }
  const row = await db
    .updateTable("matchingProfiles")
    .set({
      showMe: input.showMe,
      ageMin: input.ageMin,
      ageMax: input.ageMax,
      distance: input.distance,
      distanceKm: input.distance === "within" ? input.distanceKm : null,
      preferencesConfirmedAt: sql`now()`,
    })
    .where("userId", "=", userId)
    .returning(["showMe", "ageMin", "ageMax", "distance", "distanceKm", "preferencesConfirmedAt"])
    .executeTakeFirstOrThrow();
  return preferencesOf(row);
}

/**
 * Places the profiles whose city was saved before cities were placed (or whose town the
 * data did not know then): one look-up per distinct city name. Run by housekeeping; returns
 * how many profiles it placed.
 */
export async function placeUnplacedProfiles(db: Db): Promise<number> {
  const cities = await db
    .selectFrom("matchingProfiles")
    .select("city")
    .distinct()
    .where("placeId", "is", null)
    .where("city", "is not", null)
    .execute();
  let placed = 0;
  for (const { city } of cities) {
    const place = placeOf(city);
    if (place.placeId === null) continue;
    const result = await db
      .updateTable("matchingProfiles")
      .set(place)
      .where("city", "=", city)
      .where("placeId", "is", null)
      .executeTakeFirst();
    placed += Number(result.numUpdatedRows);
  }
  return placed;
}
