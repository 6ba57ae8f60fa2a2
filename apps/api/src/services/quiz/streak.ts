import { STREAK_GRACE_DAYS_PER_WEEK, type Streak } from "@tandem/api-contract";
import { compileOnce, type Db } from "@tandem/db";
import { calendarDay } from "../../lib/calendar.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a "YYYY-MM-DD" day (time zones play no part: it is a date). */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The Monday that starts the day's week (1970-01-01 was a Thursday). */
const weekOf = (n: number): number => n - ((n + 3) % 7);

/**
 * The streak from the days on which both partners finished the day's quiz, seen on `today`
 * (the viewer's calendar day). A run goes on while days follow each other; one missed day
 * per week (Monday to Sunday) is forgiven (a grace day: the run survives, the day does not
 * count). A pure function of dates, so a time zone change only matters through the days it
 * gives: flying east can skip a calendar day (a grace day covers it), flying west can make
 * the last finished day later than "today" (the run is alive).
 */
export function computeStreak(completedDays: readonly string[], today: string): Streak {
  const days = [...new Set(completedDays)].map(dayNumber).sort((a, b) => a - b);
  const todayNumber = dayNumber(today);
  let current = 0;
  let best = 0;
  let graceDays: number[] = [];
  let previous: number | null = null;

  const graceFree = (missed: number) =>
    graceDays.filter((day) => weekOf(day) === weekOf(missed)).length < STREAK_GRACE_DAYS_PER_WEEK;

  for (const day of days) {
    const missed = previous === null ? null : day - previous - 1;
    if (missed === 0) current += 1;
    else if (missed === 1 && graceFree(day - 1)) {
      graceDays.push(day - 1);
      current += 1;
    } else {
      current = 1;
      graceDays = [];
    }
    best = Math.max(best, current);
    previous = day;
  }

  // Still alive today? Today itself may still be played; days before it may not.
  if (previous !== null) {
    const missedBeforeToday = todayNumber - previous - 1;
    if (missedBeforeToday === 1 && graceFree(todayNumber - 1)) {
      graceDays.push(todayNumber - 1);
    } else if (missedBeforeToday >= 1) {
      current = 0;
      graceDays = [];
    }
  }

  return {
    current,
    best,
    completedToday: previous !== null && previous >= todayNumber,
    graceAvailable: graceFree(todayNumber),
    graceDays: graceDays.map(dayString),
    lastCompletedDay: previous === null ? null : dayString(previous),
  };
}

/**
 * The viewer's couple streak (null when not paired): the couple's finished days, i.e. its
 * daily sets that both partners completed, read on the viewer's calendar day. Points and
 * the identity do not depend on it.
 */
/**
 * The days a couple completed, oldest first, in one round trip (compiled once: home reads it
 * on every page): no row when not paired, one row with a null day for a couple with none.
 */
const selectCompletedDays = compileOnce((db: Db, userId: string) =>
  db
    .selectFrom("users")
    .innerJoin("couples", "couples.id", "users.coupleId")
    .leftJoin("dailySets", (join) =>
      join
        .onRef("dailySets.coupleId", "=", "couples.id")
        .on("dailySets.completedAt", "is not", null),
    )
    .select("dailySets.day")
    .where("users.id", "=", userId)
    .where("couples.endedAt", "is", null)
    .orderBy("dailySets.day"),
);

export async function getStreak(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<Streak | null> {
  const rows = await selectCompletedDays(db, userId);
  if (rows.length === 0) return null;
  return computeStreak(
    rows.flatMap((row) => (row.day === null ? [] : [row.day])),
    calendarDay(timeZone, now),
  );
}
