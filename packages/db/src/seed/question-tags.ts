/**
 * The single, fixed tag vocabulary used by couple quiz options and couple identities.
 * Adding a tag here requires using it on at least 10 question options and in at least
 * one couple identity (enforced by seed-data.test.ts).
 */
export const QUESTION_TAGS = [
  "adventurous",
  "homebody",
  "romantic",
  "planner",
  "spontaneous",
  "foodie",
  "social",
  "creative",
  "active",
  "thoughtful",
  "playful",
  "nostalgic",
  "practical",
  "outdoorsy",
  "cultured",
  "relaxed",
  "ambitious",
  "affectionate",
  "curious",
  "family_oriented",
] as const;

export type QuestionTag = (typeof QUESTION_TAGS)[number];
