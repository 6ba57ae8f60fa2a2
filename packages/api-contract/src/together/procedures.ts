import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  AnswerRefSchema,
  AnswerResponseSchema,
  CommentInputSchema,
  DayResponsesInputSchema,
  DayResponsesSchema,
  ReactInputSchema,
  ThreadMessageSchema,
  ThreadPageInputSchema,
  ThreadPageSchema,
  ThreadSendInputSchema,
} from "./schemas.js";
import { OurStorySchema } from "./story-schemas.js";

const MyResponseSchema = AnswerResponseSchema.nullable();

export interface TogetherHandlers {
  responses: Handler<typeof DayResponsesSchema, typeof DayResponsesInputSchema>;
  react: Handler<typeof MyResponseSchema, typeof ReactInputSchema>;
  comment: Handler<typeof MyResponseSchema, typeof CommentInputSchema>;
  deleteComment: Handler<typeof MyResponseSchema, typeof AnswerRefSchema>;
  thread: Handler<typeof ThreadPageSchema, typeof ThreadPageInputSchema>;
  send: Handler<typeof ThreadMessageSchema, typeof ThreadSendInputSchema>;
  story: Handler<typeof OurStorySchema>;
}

export const togetherRouter = (h: TogetherHandlers) =>
  router({
    responses: signedInProcedure
      .meta(get("/api/together/answers/{day}"))
      .input(DayResponsesInputSchema)
      .output(DayResponsesSchema)
      .query(({ ctx, input }) => h.responses(ctx, input)),
    react: signedInProcedure
      .meta(post("/api/together/answers/{day}/{questionId}/reaction"))
      .input(ReactInputSchema)
      .output(MyResponseSchema)
      .mutation(({ ctx, input }) => h.react(ctx, input)),
    comment: signedInProcedure
      .meta(post("/api/together/answers/{day}/{questionId}/comment"))
      .input(CommentInputSchema)
      .output(MyResponseSchema)
      .mutation(({ ctx, input }) => h.comment(ctx, input)),
    deleteComment: signedInProcedure
      .meta(post("/api/together/answers/{day}/{questionId}/comment/delete"))
      .input(AnswerRefSchema)
      .output(MyResponseSchema)
      .mutation(({ ctx, input }) => h.deleteComment(ctx, input)),
    thread: signedInProcedure
      .meta(get("/api/together/thread"))
      .input(ThreadPageInputSchema)
      .output(ThreadPageSchema)
      .query(({ ctx, input }) => h.thread(ctx, input)),
    send: signedInProcedure
      .meta(post("/api/together/thread", 201))
      .input(ThreadSendInputSchema)
      .output(ThreadMessageSchema)
      .mutation(({ ctx, input }) => h.send(ctx, input)),
    story: signedInProcedure
      .meta(get("/api/together/story"))
      .output(OurStorySchema)
      .query(({ ctx }) => h.story(ctx)),
  });
