import { z } from "zod";
import { CalendarDay } from "../common.js";
import { PartnerSchema } from "../couples/schemas.js";

// The couple's streak and the daily reveal of both partners' answers (decisions 036, 037).

/** Missed days a streak survives, per calendar week (Monday to Sunday). */
export const STREAK_GRACE_DAYS_PER_WEEK = 1;

/**
 * Days in a row on which both partners answered all of that day's questions. One missed day
 * per week is forgiven (a grace day): it keeps the streak alive but does not add to it.
 */
export const StreakSchema = z.object({
  /** Completed days in the current run (0 when broken or never started). */
  current: z.number().int(),
  /** The longest run the couple ever had. */
  best: z.number().int(),
  /** Both partners finished today's quiz. */
  completedToday: z.boolean(),
  /** This week's grace day is still unused (a day missed this week would be forgiven). */
  graceAvailable: z.boolean(),
  /** The missed days the current run survived thanks to a grace day, oldest first. */
  graceDays: z.array(CalendarDay),
  /** The last day both partners finished, or null. */
  lastCompletedDay: CalendarDay.nullable(),
});
export type Streak = z.infer<typeof StreakSchema>;

/** Null for a user who is not paired: a streak is a couple's. */
export const StreakResultSchema = StreakSchema.nullable();

export const RevealAnswerSchema = z.object({
  selectedOption: z.number().int(),
  optionText: z.string(),
});
export type RevealAnswer = z.infer<typeof RevealAnswerSchema>;

export const RevealQuestionSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  myAnswer: RevealAnswerSchema.nullable(),
  /** Whether the partner answered (their pick stays hidden until you answered too). */
  partnerAnswered: z.boolean(),
  /** Shown only once both partners have answered this question. */
  partnerAnswer: RevealAnswerSchema.nullable(),
  /** Both picked the same option; null until both answered. */
  matched: z.boolean().nullable(),
});
export type RevealQuestion = z.infer<typeof RevealQuestionSchema>;

/** Today's questions with what each partner answered, and the "matched on N of 8" count. */
export const TodayRevealSchema = z.object({
  day: CalendarDay,
  /** Null when not paired: then there is nothing to reveal. */
  partner: PartnerSchema.pick({ firstName: true, lastName: true, email: true }).nullable(),
  questions: z.array(RevealQuestionSchema),
  total: z.number().int(),
  myAnsweredCount: z.number().int(),
  partnerAnsweredCount: z.number().int(),
  /** Questions both answered with the same option. */
  matches: z.number().int(),
});
export type TodayReveal = z.infer<typeof TodayRevealSchema>;
