// Ages from birth dates (decision 270), without zod: the server's rule and the screens that
// show an age group share these. Dates are calendar days, "YYYY-MM-DD", never instants.
import { ADULT_AGE, AGE_YEARS_MAX } from "../constants.js";
import { AGE_GROUPS } from "../enum-values.js";
/** The earliest birth date accepted: anything before is a typing slip, not a person. */
export const BIRTH_DATE_EARLIEST = "1900-01-01";

type AgeGroup = (typeof AGE_GROUPS)[number];

/** The years of each of the spec's age groups, first and last; "43+" ends at AGE_YEARS_MAX. */
export const AGE_GROUP_YEARS: Record<AgeGroup, readonly [number, number]> = {
  "18-22": [18, 22],
  "23-27": [23, 27],
  "28-32": [28, 32],
  "33-37": [33, 37],
  "38-42": [38, 42],
  "43+": [43, AGE_YEARS_MAX],
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a calendar day: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `text` is a day of the calendar written "YYYY-MM-DD" (no 30 February). */
export function isCalendarDay(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Whole years from `birthDate` to `today`. Someone born on 29 February is a year older on
 * 1 March in the years without one (decision 270).
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(today);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/**
 * The latest birth date of someone `years` old on `today`: a person is at least that old
 * exactly when born on or before it. 29 February of a year without one is the 28th.
 */
export function bornByForAge(today: string, years: number): string {
  const [ty, tm, td] = parts(today);
  const year = ty - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = tm === 2 && td === 29 && !leap ? 28 : td;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(tm)}-${pad(day)}`;
}

/** The spec's age group of someone `age` years old; null under ADULT_AGE. */
export function ageGroupOf(age: number): AgeGroup | null {
  if (age < ADULT_AGE) return null;
  return AGE_GROUPS.find((group) => age <= AGE_GROUP_YEARS[group][1]) ?? "43+";
}
