import {
  ADULT_AGE,
  AGE_GROUP_YEARS,
  AGE_GROUPS,
  ageGroupOf,
  ageOn,
  type AuthUser,
} from "@tandem/api-contract";
import { badRequest, conflict, forbidden, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import { getAuthUser } from "./me.js";

export const UNDER_AGE = `Tandem is for people ${ADULT_AGE} and over.`;
const ALREADY_SET =
  "Your birth date is already saved and can't be changed here. If it's wrong, contact support.";
const IN_THE_FUTURE = "Your birth date can't be in the future.";
const GONE = "This account no longer exists.";

/**
 * Why a birth date cannot be recorded on `today` (the person's own day, decision 004):
 * in the future, or under ADULT_AGE. Null when it can.
 */
export function birthDateProblem(birthDate: string, today: string): "future" | "under-age" | null {
  if (birthDate > today) return "future";
  return ageOn(birthDate, today) < ADULT_AGE ? "under-age" : null;
}

/**
 * Writes the birth date, lifts an earlier refusal, and puts the birth date and the group it
 * gives on the dating profile, if there is one (Discover reads them there, decision 271).
 */
export async function recordBirthDate(
  db: Transaction<Database>,
  userId: string,
  birthDate: string,
  today: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ birthDate, underAgeAt: null })
    .where("id", "=", userId)
    .execute();
  await db
    .updateTable("matchingProfiles")
    .set({ birthDate, ageGroup: ageGroupOf(ageOn(birthDate, today))! })
    .where("userId", "=", userId)
    .execute();
}

/**
 * The person's own birth date, once (decision 270). Under 18 on their own day it is refused,
 * the date is not kept, and the account is marked so that Tandem stays closed to them.
 */
export async function setBirthDate(db: Db, userId: string, birthDate: string): Promise<AuthUser> {
  const outcome = await db.transaction().execute(async (db) => {
    const user = await db
      .selectFrom("users")
      .select(["birthDate", "underAgeAt", "timeZone"])
      .where("id", "=", userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) throw notFound(GONE);
    if (user.underAgeAt) throw forbidden(UNDER_AGE, "UNDER_AGE");
    if (user.birthDate) throw conflict(ALREADY_SET, "BIRTH_DATE_ALREADY_SET");
    const today = calendarDay(user.timeZone);
    const problem = birthDateProblem(birthDate, today);
    if (problem === "future") throw badRequest("birthDate", IN_THE_FUTURE);
    if (problem === "under-age") {
      await db
        .updateTable("users")
        .set({ underAgeAt: sql`now()` })
        .where("id", "=", userId)
        .execute();
      return "under-age";
    }
    await recordBirthDate(db, userId, birthDate, today);
    return "recorded";
  });
  // Thrown after the commit: the refusal itself is kept.
  if (outcome === "under-age") throw forbidden(UNDER_AGE, "UNDER_AGE");
  return getAuthUser(db, userId);
}

/**
 * Each profile's age group again from its birth date, where a birthday moved it to the next
 * group (run by housekeeping; UTC's day). Returns how many profiles changed group.
 */
export async function regroupAges(db: Db): Promise<number> {
  const groupOfYears = sql.raw(
    `CASE ${AGE_GROUPS.map((group) => `WHEN years <= ${AGE_GROUP_YEARS[group][1]} THEN '${group}'`).join(" ")} ELSE '43+' END`,
  );
  const result = await sql`
    UPDATE matching_profiles p SET age_group = g.age_group
    FROM (
      SELECT user_id, ${groupOfYears} AS age_group
      FROM (
        SELECT user_id, extract(year FROM age((now() AT TIME ZONE 'UTC')::date, birth_date))::int AS years
        FROM matching_profiles WHERE birth_date IS NOT NULL
      ) a
    ) g
    WHERE g.user_id = p.user_id AND g.age_group <> p.age_group`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
