import type { QuizProgress } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { calendarDay } from "../../lib/calendar.js";
import { loadTodayCounts } from "./today.js";

/** How many of today's questions the user, and the partner, have answered (one statement). */
export async function getQuizProgress(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<QuizProgress> {
  const day = calendarDay(timeZone);
  const today = await loadTodayCounts(db, userId, day);
  const paired = today.members.length > 1;
  if (!today.set) {
    return { day, total: 0, answered: 0, partnerAnswered: paired ? 0 : null };
  }
  return {
    day,
    total: today.set.questionIds.length,
    answered: today.answered,
    partnerAnswered: paired ? today.partnerAnswered : null,
  };
}
