import { z } from "zod";
import {
  coercedNumber,
  Id,
  IdempotencyKeySchema,
  IntId,
  IsoDateTime,
  messageText,
  optionalText,
} from "../common.js";
import { DISCOVERY_TAGS, type DiscoveryTag } from "../discovery-quiz.js";
import { ReportReasonSchema } from "../enums.js";
import { ReportAlsoBlock } from "../matching/schemas.js";

// Chat between two matched singles (decision 033): one conversation per match.

export const CHAT_ERROR_REASONS = ["CONVERSATION_ENDED"] as const;

/** A message is plain text of at most this many characters (links are not made clickable). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 30;
/** A report made from inside the chat carries this many of the conversation's last messages. */
export const CHAT_REPORT_EXCERPT_SIZE = 20;
/** Messages one account may send: this many per window, over all its conversations. */
export const CHAT_SEND_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

export const MatchIdInputSchema = z.object({ matchId: IntId });
export type MatchIdInput = z.input<typeof MatchIdInputSchema>;

/**
 * What the like whose note opened the chat was about (decision 246): one of the other
 * person's photos (its small size) or one of their discovery answers (a tag).
 */
export const LikedThingSchema = z.object({
  photoUrl: z.string().nullable(),
  answer: z.string().nullable(),
});
export type LikedThing = z.infer<typeof LikedThingSchema>;

export const ChatMessageSchema = z.object({
  /** Increasing within a conversation: the order of messages and the cursor of paging. */
  id: z.number().int(),
  matchId: z.number().int(),
  senderId: Id,
  body: z.string(),
  sentAt: IsoDateTime,
  /** Set on a like's note that opened the chat, when the like was about a photo or answer. */
  liked: LikedThingSchema.nullable().default(null),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSchema = z.object({
  matchId: z.number().int(),
  other: z.object({
    userId: Id,
    nickname: z.string(),
    photoUrl: z.string().nullable(),
  }),
  commonTags: z.array(z.string()),
  /** A first line to send, drawn from the two people's common tags; null once they talked. */
  icebreaker: z.string().nullable(),
  /** The id of the last of my messages the other person has read (read state). */
  otherReadUpTo: z.number().int().nullable(),
  /** When the two became a couple from this chat (decision 132): it is kept to read, closed to new messages. */
  becameCoupleAt: IsoDateTime.nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const MessagesInputSchema = z.object({
  matchId: IntId,
  /** A message id: the page holds the messages before it. Absent: the newest page. */
  cursor: coercedNumber().int().positive().nullish(),
});
export type MessagesInput = z.input<typeof MessagesInputSchema>;

export const MessagePageSchema = z.object({
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** The `cursor` of the next (older) page, or null at the start of the conversation. */
  nextCursor: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const SendMessageInputSchema = z.object({
  matchId: IntId,
  body: messageText(CHAT_MESSAGE_MAX_LENGTH, "Write a message first."),
  /** The same message sent again with this key is stored once (decision 140). */
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

export const MarkReadInputSchema = z.object({
  matchId: IntId,
  /** The id of the newest message seen. */
  upTo: z.number().int().positive(),
});

export const UnreadCountsSchema = z.object({
  total: z.number().int(),
  /** Only the conversations with unread messages. */
  byMatch: z.array(z.object({ matchId: z.number().int(), count: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/**
 * One row of the Matches list (decision 245): a match, its last message (none yet: a new
 * match, shown in the strip on top) and whether the viewer is expected to write next.
 */
export const ConversationSummarySchema = z.object({
  matchId: z.number().int(),
  userId: Id,
  nickname: z.string(),
  /** Their first profile photo (small), else their account photo, else null (an initial). */
  photoUrl: z.string().nullable(),
  matchedAt: IsoDateTime,
  /** The newest message (its first CONVERSATION_PREVIEW_LENGTH characters), or null. */
  lastMessage: z.object({ senderId: Id, body: z.string(), sentAt: IsoDateTime }).nullable(),
  /** The last message is theirs: the viewer's turn to answer. */
  yourTurn: z.boolean(),
  /** Their messages after the viewer's read pointer. */
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** The viewer's active matches, the most recent activity (last message, else the match) first. */
export const ConversationListSchema = z.array(ConversationSummarySchema);

/** How much of a last message the Matches list carries (it shows one line). */
export const CONVERSATION_PREVIEW_LENGTH = 140;

export const ChatReportInputSchema = z.object({
  matchId: IntId,
  reason: ReportReasonSchema,
  details: optionalText(1000),
  block: ReportAlsoBlock,
});
export type ChatReportInput = z.input<typeof ChatReportInputSchema>;

/**
 * The conversation's last messages, copied into a report made from inside the chat; for
 * the moderation desk (add it to a report as `chatExcerpt: ReportChatExcerptSchema.nullable()`).
 */
export const ReportChatExcerptSchema = z.object({
  matchId: z.number().int(),
  messages: z.array(z.object({ senderId: Id, body: z.string(), sentAt: IsoDateTime })),
});
export type ReportChatExcerpt = z.infer<typeof ReportChatExcerptSchema>;

/** One line to open a conversation with, per discovery tag. */
export const ICEBREAKERS: Record<DiscoveryTag, string> = {
  homebody: "You both love a cosy night in. What's your perfect one?",
  social: "You both love a night out with friends. Where's your favourite spot?",
  foodie: "You're both into trying new restaurants. Which one should be next?",
  movies: "You both love the cinema. What's the last film that stayed with you?",
  music_pop: "You both love pop. Which song is stuck in your head this week?",
  music_rock: "You both love rock & indie. Best gig you've ever been to?",
  music_jazz: "You both love jazz & soul. Who should I be listening to?",
  music_hip_hop: "You both love hip hop & R&B. What's on repeat right now?",
  travel_beach: "You both dream of beach days. What's the best beach you've been to?",
  travel_city: "You both love exploring cities. Which city should everyone visit once?",
  travel_mountains: "You both love the mountains. What's your favourite hike?",
  travel_road_trip: "You both love a road trip. Where would the next one go?",
  food_pizza: "Pizza people! What's your go-to topping?",
  food_sushi: "Sushi fans, both of you. Favourite roll?",
  food_tacos: "Tacos for both of you. Where do you get the best ones?",
  food_noodles: "You both love a big bowl of noodles. Ramen, pho or something else?",
  fitness: "You both start Sundays with a run. What's your usual route?",
  brunch: "You both love brunch. Sweet or savoury?",
  reading: "You both read in bed on Sundays. What's on your nightstand?",
  gardening: "You both potter in the garden. What are you growing right now?",
};
export const GENERIC_ICEBREAKER = "What made you smile today?";

/** The icebreaker for a match: one of the common tags' lines, the same each time for a match. */
export function icebreakerFor(matchId: number, commonTags: readonly string[]): string {
  const known = commonTags.filter((tag): tag is DiscoveryTag =>
    (DISCOVERY_TAGS as string[]).includes(tag),
  );
  if (known.length === 0) return GENERIC_ICEBREAKER;
  return ICEBREAKERS[known[matchId % known.length]!];
}
