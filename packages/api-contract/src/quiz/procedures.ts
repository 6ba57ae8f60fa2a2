import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  QuizAnswerInputSchema,
  QuizAnswerResultSchema,
  QuizHistoryInputSchema,
  QuizHistorySchema,
  QuizProgressSchema,
  QuizQuestionListSchema,
} from "./schemas.js";
import { StreakResultSchema, TodayRevealSchema } from "./together-schemas.js";

export interface QuizHandlers {
  streak: Handler<typeof StreakResultSchema>;
  reveal: Handler<typeof TodayRevealSchema>;
  today: Handler<typeof QuizQuestionListSchema>;
  answer: Handler<typeof QuizAnswerResultSchema, typeof QuizAnswerInputSchema>;
  history: Handler<typeof QuizHistorySchema, typeof QuizHistoryInputSchema>;
  progress: Handler<typeof QuizProgressSchema>;
}

export const quizRouter = (h: QuizHandlers) =>
  router({
    streak: signedInProcedure
      .meta(get("/api/quiz/streak"))
      .output(StreakResultSchema)
      .query(({ ctx }) => h.streak(ctx)),
    reveal: signedInProcedure
      .meta(get("/api/quiz/reveal"))
      .output(TodayRevealSchema)
      .query(({ ctx }) => h.reveal(ctx)),
    today: signedInProcedure
      .meta(get("/api/quiz/today"))
      .output(QuizQuestionListSchema)
      .query(({ ctx }) => h.today(ctx)),
    answer: signedInProcedure
      .meta(post("/api/quiz/answer"))
      .input(QuizAnswerInputSchema)
      .output(QuizAnswerResultSchema)
      .mutation(({ ctx, input }) => h.answer(ctx, input)),
    history: signedInProcedure
      .meta(get("/api/quiz/history"))
      .input(QuizHistoryInputSchema)
      .output(QuizHistorySchema)
      .query(({ ctx, input }) => h.history(ctx, input)),
    progress: signedInProcedure
      .meta(get("/api/quiz/progress"))
      .output(QuizProgressSchema)
      .query(({ ctx }) => h.progress(ctx)),
  });
