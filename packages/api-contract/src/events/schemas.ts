import { z } from "zod";
import { CalendarDay, Id } from "../common.js";
import { ChatMessageSchema } from "../chat/schemas.js";
import { PartnerSchema } from "../couples/schemas.js";
import { ThreadMessageSchema } from "../together/schemas.js";

// The live event stream: one per signed-in user, over server-sent events.

/** Events are kept this long, so a client that was away can catch up when it reconnects. */
export const LIVE_EVENT_RETENTION_HOURS = 24;
/** A reconnecting client gets at most this many missed events; beyond it, `resync`. */
export const LIVE_EVENT_REPLAY_LIMIT = 100;
/** Live streams one person may hold at once (tabs, devices): opening another ends the oldest. */
export const LIVE_STREAMS_PER_PERSON = 5;
/** The server writes a keep-alive this often, so proxies keep an idle stream open. */
export const LIVE_EVENTS_PING_MS = 15_000;
/** A client that hears nothing (not even a ping) for this long reconnects. */
export const LIVE_EVENTS_RECONNECT_AFTER_INACTIVITY_MS = 45_000;
/** Streams end after this long and the client reconnects: the session is checked again. */
export const LIVE_EVENTS_MAX_DURATION_MS = 30 * 60_000;

const event = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.object({ type: z.literal(type), ...shape });

/** You were paired: someone used your code, or you used theirs. */
export const PairedEventSchema = event("paired", {
  coupleId: Id,
  partner: PartnerSchema.pick({ firstName: true, lastName: true, email: true }),
});
/** Your partner answered one of today's questions. */
export const PartnerAnsweredEventSchema = event("partner-answered", {
  questionId: z.number().int(),
  day: CalendarDay,
});
/** Your partner ended the relationship. */
export const CoupleEndedEventSchema = event("couple-ended", {
  coupleId: Id,
  /** Set when the relationship ended because the partner deleted their account. */
  reason: z.enum(["partner-deleted-account"]).optional(),
});
/** Your partner undid ending your pairing: the same couple is back (decision 237). */
export const CoupleRestoredEventSchema = event("couple-restored", {
  coupleId: Id,
  partner: PartnerSchema.pick({ firstName: true, lastName: true, email: true }),
});
/** Someone you liked liked you back. */
export const MatchEventSchema = event("match", { matchId: z.number().int(), nickname: z.string() });
/** Someone liked you (who is not said: the singles' home shows a count of likes waiting). */
export const LikedEventSchema = event("liked", {});
/** Your partner redeemed a reward. */
export const PartnerRedeemedEventSchema = event("partner-redeemed", { rewardTitle: z.string() });
/**
 * Your partner set, changed or cleared the couple's goal, or redeemed it with both partners'
 * points (decision 360): refetch the goal, your points and your vouchers.
 */
export const CoupleGoalEventSchema = event("couple-goal", {
  change: z.enum(["set", "cleared", "redeemed"]),
  rewardTitle: z.string(),
});
/**
 * A session of yours was ended elsewhere (sign-out, suspension). Published to the user; only
 * streams whose own session is gone pass it on, and then they end.
 */
export const SessionEndedEventSchema = event("session-ended", {});

/** A message in one of your conversations (yours too, for your other tabs). */
export const MessageEventSchema = event("message", {
  matchId: z.number().int(),
  message: ChatMessageSchema,
});
/** Someone read a conversation up to a message (sent to both people of the match). */
export const MessagesReadEventSchema = event("messages-read", {
  matchId: z.number().int(),
  readerId: Id,
  upTo: z.number().int(),
});
/** A match ended (unmatch or block): its conversation is closed for both. */
export const ConversationEndedEventSchema = event("conversation-ended", {
  matchId: z.number().int(),
});

/** A proposal to become a couple was made or declined in a chat (both people; decision 132). */
export const CoupleProposalEventSchema = event("couple-proposal", {
  matchId: z.number().int(),
  proposerId: Id,
  status: z.enum(["open", "declined", "accepted"]),
});

/** A reaction or comment on an answer of the couple's changed (both partners; decision 250). */
export const AnswerResponseEventSchema = event("answer-response", {
  day: CalendarDay,
  questionId: z.number().int(),
  authorId: Id,
});
/** A message in the couple's thread (both partners, for their other tabs; decision 251). */
export const CoupleMessageEventSchema = event("couple-message", {
  coupleId: Id,
  message: ThreadMessageSchema,
});

/** What the server's services publish (and store). Add a type here, then handle it on the web. */
export const PublishedLiveEventSchema = z.discriminatedUnion("type", [
  PairedEventSchema,
  PartnerAnsweredEventSchema,
  CoupleEndedEventSchema,
  CoupleRestoredEventSchema,
  MatchEventSchema,
  PartnerRedeemedEventSchema,
  CoupleGoalEventSchema,
  SessionEndedEventSchema,
  LikedEventSchema,
  MessageEventSchema,
  MessagesReadEventSchema,
  ConversationEndedEventSchema,
  CoupleProposalEventSchema,
  AnswerResponseEventSchema,
  CoupleMessageEventSchema,
]);
export type PublishedLiveEvent = z.infer<typeof PublishedLiveEventSchema>;

/** First on every stream; its id is where a reconnect resumes. Nothing to do for a client. */
export const ReadyEventSchema = event("ready", {});
/** More events were missed than are replayed: refetch everything shown. */
export const ResyncEventSchema = event("resync", {});

/** Everything a stream sends. */
export const LiveEventSchema = z.discriminatedUnion("type", [
  ...PublishedLiveEventSchema.options,
  ReadyEventSchema,
  ResyncEventSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent["type"];

/** An event with its id (increasing per user); the client sends the last one back on reconnect. */
export interface LiveEventEnvelope {
  id: string;
  event: LiveEvent;
}

export const LiveEventIdSchema = z.string().regex(/^\d{1,15}$/, "Not a valid event id.");

/** `lastEventId` is filled in by the client's link on reconnect (tRPC's `tracked` events). */
export const LiveEventsInputSchema = z
  .object({ lastEventId: LiveEventIdSchema.nullish() })
  .optional();
export type LiveEventsInput = z.infer<typeof LiveEventsInputSchema>;
