import { z } from "zod";
import {
  CalendarDay,
  coercedNumber,
  Id,
  IdempotencyKeySchema,
  IntId,
  IsoDateTime,
} from "../common.js";
import { POINTS_PER_ANSWER } from "../constants.js";

export const QUIZ_ERROR_REASONS = [
  "ALREADY_ANSWERED",
  /**
   * A single answered the couples' daily quiz (409: refused, no points) or asked for its
   * questions (403) (decision 131).
   */
  "COUPLES_ONLY",
] as const;

export const QuizOptionSchema = z.object({ text: z.string(), tags: z.array(z.string()) });
export type QuizOption = z.infer<typeof QuizOptionSchema>;

export const QuizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(QuizOptionSchema),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/**
 * A question of today's set as `quiz.today` lists it: with its place in the day's set, so
 * every screen numbers it the same ("Question 4 of 8") however many are left to answer.
 */
export const TodayQuestionSchema = QuizQuestionSchema.extend({
  /** 1-based place of the question in today's set. */
  position: z.number().int().min(1),
  /** How many questions today's set holds. */
  setSize: z.number().int().min(1),
});
export type TodayQuestion = z.infer<typeof TodayQuestionSchema>;

export const QuizQuestionListSchema = z.array(TodayQuestionSchema);

export const QuizAnswerInputSchema = z.object({
  questionId: IntId,
  selectedOption: z.number().int().min(0).max(99),
  /** Sent by the client as the spec says; the server stores the option's own tags. */
  tags: z.array(z.string().max(40)).max(10).default([]),
  pointsEarned: z.literal(POINTS_PER_ANSWER, `Must be ${POINTS_PER_ANSWER}.`),
  /** The same answer sent again with this key is applied once (decision 140). */
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type QuizAnswerInput = z.input<typeof QuizAnswerInputSchema>;

export const QuizAnswerResultSchema = z.object({
  pointsEarned: z.number().int(),
  points: z.number().int(),
  remainingToday: z.number().int(),
  /** True when this answer completed today's quiz for the couple (both partners done). */
  coupleQuizCompleted: z.boolean(),
});
export type QuizAnswerResult = z.infer<typeof QuizAnswerResultSchema>;

export const QuizHistoryInputSchema = z
  .object({
    /** The `nextCursor` of the previous page: days strictly before it are returned. */
    before: CalendarDay.optional(),
    limit: coercedNumber().int().min(1).max(30).default(7),
  })
  .default({ limit: 7 });
export type QuizHistoryInput = z.input<typeof QuizHistoryInputSchema>;

export const HistoryAnswerSchema = z.object({
  selectedOption: z.number().int(),
  optionText: z.string(),
  answeredAt: IsoDateTime,
});

export const QuizHistoryDaySchema = z.object({
  day: CalendarDay,
  /** Whether the day's set was shared with a partner (and which couple, even if ended). */
  coupleId: Id.nullable(),
  completed: z.boolean(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      options: z.array(QuizOptionSchema),
      myAnswer: HistoryAnswerSchema.nullable(),
      /** Shown only once both partners have answered this question. */
      partnerAnswer: HistoryAnswerSchema.nullable(),
    }),
  ),
});
export type QuizHistoryDay = z.infer<typeof QuizHistoryDaySchema>;

export const QuizHistorySchema = z.object({
  days: z.array(QuizHistoryDaySchema),
  nextCursor: CalendarDay.nullable(),
});
export type QuizHistory = z.infer<typeof QuizHistorySchema>;

/**
 * Today's progress of the user and, when paired, of the partner (a count: which answers
 * the partner gave shows in the history once both answered). Updated live by the
 * `partner-answered` event.
 */
export const QuizProgressSchema = z.object({
  day: CalendarDay,
  /** Questions in today's set (0 before it is drawn). */
  total: z.number().int().min(0),
  answered: z.number().int().min(0),
  /** Null when unpaired. */
  partnerAnswered: z.number().int().min(0).nullable(),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;
