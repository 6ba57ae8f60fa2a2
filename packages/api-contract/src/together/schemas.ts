import { z } from "zod";
import { CalendarDay, IdempotencyKeySchema, IntId, IsoDateTime, messageText } from "../common.js";
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from "../chat/schemas.js";

// What a couple says to each other about the quiz and beyond (decisions 250, 251, 252):
// reactions and one-line comments on the partner's answers, the couple's thread, Our story.

/** The reactions one may leave on a partner's answer, and the emoji each is shown as. */
export const ANSWER_REACTIONS = {
  heart: "❤️",
  laugh: "😂",
  wow: "😮",
  hmm: "🤔",
  cheers: "🙌",
} as const;
export const AnswerReactionSchema = z.enum(
  Object.keys(ANSWER_REACTIONS) as [
    keyof typeof ANSWER_REACTIONS,
    ...(keyof typeof ANSWER_REACTIONS)[],
  ],
  { error: "Pick one of the reactions shown." },
);
export type AnswerReaction = z.infer<typeof AnswerReactionSchema>;

/** A comment follows a chat message's rules (decision 033): trimmed, 1 to 2,000 characters. */
export const ANSWER_COMMENT_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;
export const AnswerCommentText = messageText(
  ANSWER_COMMENT_MAX_LENGTH,
  "Write a comment first.",
).refine((text) => !/[\r\n\u2028\u2029]/u.test(text), "Keep a comment to one line.");

/** A partner's answer to one of the couple's questions, named by the day and the question. */
export const AnswerRefSchema = z.object({ day: CalendarDay, questionId: IntId });
export type AnswerRef = z.input<typeof AnswerRefSchema>;

export const ReactInputSchema = AnswerRefSchema.extend({
  /** Null takes the reaction back. */
  reaction: AnswerReactionSchema.nullable(),
});
export type ReactInput = z.input<typeof ReactInputSchema>;

export const CommentInputSchema = AnswerRefSchema.extend({ comment: AnswerCommentText });
export type CommentInput = z.input<typeof CommentInputSchema>;

/** What one partner said about the other's answer to a question. */
export const AnswerResponseSchema = z.object({
  questionId: z.number().int(),
  /** True: my response to my partner's answer; false: my partner's to mine. */
  fromMe: z.boolean(),
  reaction: AnswerReactionSchema.nullable(),
  comment: z.string().nullable(),
  commentedAt: IsoDateTime.nullable(),
  /** Set once the comment was changed after it was first written. */
  commentEditedAt: IsoDateTime.nullable(),
});
export type AnswerResponse = z.infer<typeof AnswerResponseSchema>;

export const DayResponsesInputSchema = z.object({ day: CalendarDay });

/** The responses on one day's answers of the viewer's current couple. */
export const DayResponsesSchema = z.object({
  day: CalendarDay,
  /** The current couple, or null when not paired (then there is nothing to respond to). */
  coupleId: z.string().nullable(),
  responses: z.array(AnswerResponseSchema),
});
export type DayResponses = z.infer<typeof DayResponsesSchema>;

/** The couple's thread: every couple has one; one made from a match continues its chat. */
export const THREAD_PAGE_SIZE = CHAT_PAGE_SIZE;

export const ThreadMessageSchema = z.object({
  /** "match-12" for a message from the chat before they were a couple, "couple-7" after. */
  id: z.string(),
  senderId: z.string(),
  body: z.string(),
  sentAt: IsoDateTime,
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const ThreadPageInputSchema = z
  .object({
    /** A message id: the page holds the messages before it. Absent: the newest page. */
    cursor: z
      .string()
      .regex(/^(match|couple)-\d{1,15}$/, "Not a valid place in the thread.")
      .nullish(),
  })
  .default({});
export type ThreadPageInput = z.input<typeof ThreadPageInputSchema>;

export const ThreadPageSchema = z.object({
  /** Oldest first. */
  messages: z.array(ThreadMessageSchema),
  nextCursor: z.string().nullable(),
  /** When the couple was made: the messages before it are from their chat as a match. */
  coupleSince: IsoDateTime,
});
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

export const ThreadSendInputSchema = z.object({
  body: messageText(CHAT_MESSAGE_MAX_LENGTH, "Write a message first."),
  /** The same message sent again with this key is stored once (decision 140). */
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type ThreadSendInput = z.input<typeof ThreadSendInputSchema>;
