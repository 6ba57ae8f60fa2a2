import { z } from "zod";

// Date ideas for couples (decision 039), ranked by what both partners answered, their city and
// the season, each with a one-line reason. A curated catalogue plus the partner rewards.

export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
export const SeasonSchema = z.enum(SEASONS);
export type Season = z.infer<typeof SeasonSchema>;

/** Where an idea happens. */
export const DATE_IDEA_SETTINGS = ["indoor", "outdoor", "either"] as const;
export const DateIdeaSettingSchema = z.enum(DATE_IDEA_SETTINGS);
export type DateIdeaSetting = z.infer<typeof DateIdeaSettingSchema>;

/** "city": needs what a large town has (museums, rooftop bars); "any": works anywhere. */
export const CITY_SIZES = ["any", "city"] as const;
export const CitySizeSchema = z.enum(CITY_SIZES);
export type CitySize = z.infer<typeof CitySizeSchema>;

export const DATE_IDEA_KINDS = ["idea", "reward"] as const;

/** How many ideas the list answers (the best first). */
export const DATE_IDEAS_LIMIT = 12;

export const DateIdeaKeyInputSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, "Not a date idea."),
});

export const DateIdeaSchema = z.object({
  key: z.string(),
  kind: z.enum(DATE_IDEA_KINDS),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  setting: DateIdeaSettingSchema,
  /** Empty: good all year. */
  seasons: z.array(SeasonSchema),
  citySize: CitySizeSchema,
  /** One line: "Because you both ...". */
  reason: z.string(),
  /** The ranking's score (higher first); the reason names its main parts. */
  score: z.number(),
  saved: z.boolean(),
  /** For a partner reward: what redeeming it costs and where. */
  reward: z
    .object({
      id: z.number().int(),
      pointsCost: z.number().int(),
      brandName: z.string().nullable(),
      location: z.string().nullable(),
    })
    .nullable(),
});
export type DateIdea = z.infer<typeof DateIdeaSchema>;

export const DateIdeasSchema = z.object({
  ideas: z.array(DateIdeaSchema),
  /** What the ranking used, so the screen can say it. */
  season: SeasonSchema,
  city: z.string().nullable(),
  /** The answer tags both partners chose, most shared first. */
  sharedTags: z.array(z.string()),
});
export type DateIdeas = z.infer<typeof DateIdeasSchema>;

export const SavedDateIdeaSchema = z.object({ key: z.string(), saved: z.boolean() });

/**
 * How each quiz answer tag reads in a sentence ("Because you both chose good food"); the
 * server's reasons and the screen use the same words. Every tag of the question bank has one
 * (tested in apps/api/src/services/date-ideas/ranking.test.ts).
 */
export const ANSWER_TAG_PHRASES: Readonly<Record<string, string>> = {
  adventurous: "adventure",
  homebody: "cozy evenings at home",
  romantic: "romance",
  planner: "a good plan",
  spontaneous: "spontaneity",
  foodie: "good food",
  social: "time with friends",
  creative: "making things",
  active: "staying active",
  thoughtful: "deep talks",
  playful: "being playful",
  nostalgic: "old memories",
  practical: "getting things done",
  outdoorsy: "the outdoors",
  cultured: "art and culture",
  relaxed: "taking it slow",
  ambitious: "big goals",
  affectionate: "closeness",
  curious: "learning new things",
  family_oriented: "family",
};
