import type { QuizProgress } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { calendarDay } from "../helpers/calendar.js";
import { loadTodayContext } from "./today.js";

/** How many of today's questions the user, and the partner, have answered. */
export async function getQuizProgress(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<QuizProgress> {
  const day = calendarDay(timeZone);
  const context = await loadTodayContext(db, userId, day);
  const partner = context.members.find((member) => member !== userId) ?? null;
  if (!context.set) {
    return { day, total: 0, answered: 0, partnerAnswered: partner ? 0 : null };
  }
  const counts = await db
    .selectFrom("answers")
    .select(["userId", (eb) => eb.fn.countAll<number>().as("answered")])
    .where("dailySetId", "=", context.set.id)
    .groupBy("userId")
    .execute();
  const of = (member: string) => Number(counts.find((c) => c.userId === member)?.answered ?? 0);
  return {
    day,
    total: context.set.questionIds.length,
    answered: of(userId),
    partnerAnswered: partner ? of(partner) : null,
  };
}
