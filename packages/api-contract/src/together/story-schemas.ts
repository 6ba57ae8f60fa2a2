import { z } from "zod";
import { IsoDateTime } from "../common.js";

// "Our story" (decision 252): a couple's milestones, read from rows that exist anyway.

/** Streak lengths that make a milestone the first time the couple reaches them. */
export const STORY_STREAK_MILESTONES = [3, 7, 14, 30, 60, 100, 365] as const;

export const STORY_ITEM_KINDS = [
  "liked",
  "matched",
  "first-message",
  "became-couple",
  "paired",
  "first-quiz",
  "streak",
  "reward",
  "anniversary",
] as const;

export const StoryItemSchema = z.object({
  kind: z.enum(STORY_ITEM_KINDS),
  at: IsoDateTime,
  /** Who did it, where one of the two did: "me" or "partner". */
  who: z.enum(["me", "partner"]).nullable(),
  /** A like's note. */
  note: z.string().nullable(),
  /** The words of the discovery answer a like was on, when it was on one. */
  likedWhat: z.string().nullable(),
  /** A redeemed reward's title. */
  title: z.string().nullable(),
  /** Days of a streak, months of an anniversary, matching picks of the first quiz. */
  count: z.number().int().nullable(),
});
export type StoryItem = z.infer<typeof StoryItemSchema>;

export const OurStorySchema = z.object({
  coupleId: z.string(),
  /** Oldest first. */
  items: z.array(StoryItemSchema),
});
export type OurStory = z.infer<typeof OurStorySchema>;
