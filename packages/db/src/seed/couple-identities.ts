import type { QuestionTag } from "./question-tags.js";

export interface SeedCoupleIdentity {
  key: string;
  name: string;
  description: string;
  tags: QuestionTag[];
}

/**
 * Couple identities awarded after 5 completed quizzes: the identity whose `tags` overlap most
 * with the couple's answer tags wins. Between them the identities cover every QUESTION_TAG.
 */
export const COUPLE_IDENTITIES: SeedCoupleIdentity[] = [
  {
    key: "adventurers",
    name: "The Adventurers",
    description:
      "You two never met a map you didn't want to wander off. Say yes first, figure out the details on the way.",
    tags: ["adventurous", "spontaneous", "outdoorsy", "active"],
  },
  {
    key: "cozy-nesters",
    name: "The Cozy Nesters",
    description:
      "You two have turned home into your favourite place on earth. Blankets, slow mornings and each other: what else is there?",
    tags: ["homebody", "relaxed", "affectionate", "nostalgic"],
  },
  {
    key: "foodie-duo",
    name: "The Foodie Duo",
    description:
      "You two measure great days in great meals. Whether it's a street stall or a tasting menu, you're always hungry for the next bite together.",
    tags: ["foodie", "curious", "social", "cultured"],
  },
  {
    key: "hopeless-romantics",
    name: "The Hopeless Romantics",
    description:
      "You two still leave little notes and remember the small things. Your love story reads like the good kind of novel.",
    tags: ["romantic", "affectionate", "thoughtful", "nostalgic"],
  },
  {
    key: "master-planners",
    name: "The Master Planners",
    description:
      "You two are the dream team of shared calendars and tidy budgets. With you, every plan comes together, and there's always a backup.",
    tags: ["planner", "practical", "ambitious"],
  },
  {
    key: "social-butterflies",
    name: "The Social Butterflies",
    description:
      "You two are the heart of every gathering. Your door is always open and your group chat is never quiet.",
    tags: ["social", "playful", "spontaneous"],
  },
  {
    key: "creative-sparks",
    name: "The Creative Sparks",
    description:
      "You two see a blank wall and picture a mural. Together you turn ordinary days into little art projects.",
    tags: ["creative", "curious", "playful", "cultured"],
  },
  {
    key: "power-couple",
    name: "The Power Couple",
    description:
      "You two dream big and cheer each other on every step of the way. Goals are simply more fun when you chase them side by side.",
    tags: ["ambitious", "planner", "active", "practical"],
  },
  {
    key: "culture-seekers",
    name: "The Culture Seekers",
    description:
      "You two love a gallery, a good book and a conversation that lasts till midnight. There's always something new to wonder about together.",
    tags: ["cultured", "curious", "thoughtful"],
  },
  {
    key: "family-hub",
    name: "The Family Hub",
    description:
      "You two are the glue that keeps everyone together. Big tables, old traditions and room for one more are your love language.",
    tags: ["family_oriented", "social", "nostalgic", "practical"],
  },
  {
    key: "goofballs",
    name: "The Goofballs",
    description:
      "You two speak fluent inside joke. Life is lighter when you're laughing at it together.",
    tags: ["playful", "spontaneous", "relaxed"],
  },
  {
    key: "trailblazers",
    name: "The Trailblazers",
    description:
      "You two are happiest with muddy boots and a view at the top. Fresh air is your favourite date spot.",
    tags: ["outdoorsy", "active", "adventurous", "relaxed"],
  },
];
