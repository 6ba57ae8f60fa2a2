import { z } from "zod";
import { Id, IdempotencyKeySchema, IsoDateTime, messageText, optionalText } from "../common.js";
import { DISCOVERY_QUIZ, isDiscoveryTag } from "../discovery-quiz.js";
import {
  ADULT_AGE,
  AGE_YEARS_MAX,
  DISTANCE_KM_MAX,
  DISTANCE_KM_MIN,
  LIKE_NOTE_MAX_LENGTH,
  WIDENINGS,
} from "../constants.js";
import { AGE_GROUPS } from "../enum-values.js";
import { AGE_GROUP_YEARS } from "../users/age.js";
import {
  AgeGroupSchema,
  DistanceRuleSchema,
  GenderSchema,
  ReportReasonSchema,
  ShowMeSchema,
} from "../enums.js";
import { PhotoListSchema } from "../photos/schemas.js";
import { NAME_MAX_LENGTH, visibleLength } from "../users/schemas.js";
import { REQUIRED_MESSAGE } from "../zod-messages.js";

export const MATCHING_ERROR_REASONS = [
  "PROFILE_REQUIRED",
  "DISCOVERY_QUIZ_REQUIRED",
  "PAIRED_USERS_CANNOT_MATCH",
] as const;

const socialHandle = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .max(30, "Use at most 30 characters.")
      .regex(/^[A-Za-z0-9._]*$/, "Use only letters, digits, . and _."),
  )
  .nullish()
  .transform((value) => (value ? value : null));

const AgeYearsSchema = z
  .number()
  .int("Use a whole number of years.")
  .min(ADULT_AGE, `Use ${ADULT_AGE} or over: Tandem is for adults.`)
  .max(AGE_YEARS_MAX, `Use ${AGE_YEARS_MAX} or under.`);

/**
 * One end of an age range, in years (decision 271); one of the spec's age groups is still
 * taken and means its first year (`from`) or its last (`to`, "43+" up to AGE_YEARS_MAX).
 */
function ageInYears(end: "from" | "to") {
  const message = `Choose an age from ${ADULT_AGE} to ${AGE_YEARS_MAX}.`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      if (typeof value === "number") return value;
      const group = AGE_GROUPS.find((band) => band === value);
      if (!group) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return AGE_GROUP_YEARS[group][end === "from" ? 0 : 1];
    })
    .pipe(AgeYearsSchema);
}

const PREFERENCE_FIELDS = {
  showMe: ShowMeSchema,
  ageMin: ageInYears("from"),
  ageMax: ageInYears("to"),
  distance: DistanceRuleSchema,
  /** Only with "within"; ignored (stored empty) otherwise. */
  distanceKm: z
    .number()
    .int("Use a whole number of km.")
    .min(DISTANCE_KM_MIN, `Use at least ${DISTANCE_KM_MIN} km.`)
    .max(DISTANCE_KM_MAX, `Use at most ${DISTANCE_KM_MAX} km.`)
    .nullish()
    .transform((value) => value ?? null),
};

/**
 * Who a single wants to meet (decision 120). Discover shows two people to each other only
 * when each fits the other's preferences.
 */
export const DatingPreferencesInputSchema = z
  .object(PREFERENCE_FIELDS)
  .superRefine((input, ctx) => {
    if (input.ageMin > input.ageMax) {
      ctx.addIssue({
        code: "custom",
        path: ["ageMax"],
        message: "Choose an upper age at or above the lower one.",
      });
    }
    if (input.distance === "within" && input.distanceKm === null) {
      ctx.addIssue({ code: "custom", path: ["distanceKm"], message: "Choose how many km." });
    }
  });
export type DatingPreferencesInput = z.input<typeof DatingPreferencesInputSchema>;

export const DatingPreferencesSchema = z.object({
  ...PREFERENCE_FIELDS,
  /** Years, 18 to 99 (decision 271). */
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  distanceKm: z.number().int().nullable(),
  /** False until the person set or kept them: the app asks once. */
  confirmed: z.boolean(),
});
export type DatingPreferences = z.infer<typeof DatingPreferencesSchema>;

/** The widest preferences: what a profile starts with (the schema's shape). */
export const OPEN_PREFERENCES = {
  showMe: "everyone",
  ageMin: ADULT_AGE,
  ageMax: AGE_YEARS_MAX,
  distance: "anywhere",
  distanceKm: null,
} as const satisfies Omit<DatingPreferences, "confirmed">;

/**
 * The dating nickname: trimmed, 1 to NAME_MAX_LENGTH visible characters, the first name's
 * limit (decision 281), so a nickname filled in from the first name always fits.
 */
export const NicknameSchema = z
  .string()
  .max(200, `Keep your nickname to ${NAME_MAX_LENGTH} characters or fewer.`)
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .refine((nickname) => visibleLength(nickname) <= NAME_MAX_LENGTH, {
    message: `Keep your nickname to ${NAME_MAX_LENGTH} characters or fewer.`,
  });

export const MatchingProfileInputSchema = z.object({
  nickname: NicknameSchema,
  gender: GenderSchema,
  /**
   * Needed only from someone without a birth date: a recorded birth date decides the group
   * (decision 271), and this is then ignored.
   */
  ageGroup: AgeGroupSchema.optional(),
  city: optionalText(80),
  bio: optionalText(500),
  instagramHandle: socialHandle,
  snapchatHandle: socialHandle,
  facebookHandle: socialHandle,
});
export type MatchingProfileInput = z.input<typeof MatchingProfileInputSchema>;

export const MatchingProfileSchema = z.object({
  nickname: z.string(),
  gender: GenderSchema,
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  snapchatHandle: z.string().nullable(),
  facebookHandle: z.string().nullable(),
  discoveryTags: z.array(z.string()),
  /** Paused: hidden from Discover; matches and conversations are kept. */
  paused: z.boolean(),
  preferences: DatingPreferencesSchema,
});
export type MatchingProfile = z.infer<typeof MatchingProfileSchema>;

const DISCOVERY_TAG_MAX = 40;

/** The discovery quiz's answer: the tag of the chosen option of each question, in any order. */
export const DiscoveryTagsInputSchema = z.object({
  tags: z
    .array(z.string().max(DISCOVERY_TAG_MAX))
    .max(DISCOVERY_QUIZ.length * 4)
    .superRefine((tags, ctx) => {
      for (const tag of tags) {
        // An overlong tag is already refused above; quoting it whole would make an unreadable message.
        if (tag.length > DISCOVERY_TAG_MAX) continue;
        if (!DISCOVERY_QUIZ.some((q) => q.options.some((o) => o.tag === tag))) {
          ctx.addIssue({ code: "custom", message: `"${tag}" is not an answer of the quiz.` });
          return;
        }
      }
      for (const question of DISCOVERY_QUIZ) {
        const chosen = question.options.filter((o) => tags.includes(o.tag)).length;
        if (chosen !== 1) {
          ctx.addIssue({
            code: "custom",
            message: `Choose exactly one answer to "${question.question}"`,
          });
          return;
        }
      }
    }),
});
export type DiscoveryTagsInput = z.infer<typeof DiscoveryTagsInputSchema>;

export const DiscoveryTagsResultSchema = z.object({ tags: z.array(z.string()) });

/** A discovery answer's tag, as the quiz has it. */
const AnswerTagSchema = z
  .string()
  .max(40)
  .refine(isDiscoveryTag, "This is not an answer of the discovery quiz.");

/**
 * A note that came with a like of the viewer, and what it is about: one of the viewer's
 * photos (`photoId`), one of the viewer's discovery answers (`answer`, a tag), or neither.
 * Shown on the liker's card; a match makes it the chat's first message.
 */
export const LikeNoteSchema = z.object({
  note: z.string(),
  photoId: Id.nullable(),
  /** The photo's small size, while it is still one of the viewer's photos. */
  photoThumbUrl: z.string().nullable(),
  answer: z.string().nullable(),
  likedAt: IsoDateTime,
});
export type LikeNote = z.infer<typeof LikeNoteSchema>;

export const DiscoverCandidateSchema = z.object({
  id: Id,
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  commonTags: z.array(z.string()),
  /** Every photo of their profile, in their order (empty: `profileImageUrl` or an initial). */
  photos: PhotoListSchema,
  /** Their own discovery answers (tags), in the quiz's order: show with discoveryAnswer. */
  answers: z.array(z.string()),
  /** They liked me, with a note or without: a plain like is marked "Likes you" on the card. */
  likesYou: z.boolean(),
  /** They liked me with a note: such likers come first in Discover. */
  likedMe: LikeNoteSchema.nullable(),
});
export type DiscoverCandidate = z.infer<typeof DiscoverCandidateSchema>;

export const DiscoverCandidateListSchema = z.array(DiscoverCandidateSchema);

/**
 * How many people Discover has left to show (not yet liked, passed or blocked), up to
 * DISCOVER_COUNT_CAP; `more` when there are more than that. Discover itself answers a page
 * of DISCOVER_PAGE_SIZE at a time: the next call answers the next ones.
 */
export const DiscoverCountSchema = z.object({
  count: z.number().int().min(0),
  more: z.boolean(),
});
export type DiscoverCount = z.infer<typeof DiscoverCountSchema>;

/** The viewer's preferences as saved (DatingPreferencesInputSchema's fields, no flag). */
const PreferenceValuesSchema = z.object({
  showMe: ShowMeSchema,
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  distance: DistanceRuleSchema,
  distanceKm: z.number().int().nullable(),
});

/**
 * One change of the viewer's own preferences that would add people to Discover (decision
 * 242): a wider age range, more km, or everyone; the preferences to save for it, and how
 * many people it adds (up to DISCOVER_COUNT_CAP; `more` beyond), counted by Discover's rule.
 */
export const DiscoverWideningSchema = z.object({
  widen: z.enum(WIDENINGS),
  preferences: PreferenceValuesSchema,
  count: z.number().int().min(1),
  more: z.boolean(),
});
export type DiscoverWidening = z.infer<typeof DiscoverWideningSchema>;

/** Only the changes that add someone, in WIDENINGS' order. */
export const DiscoverWideningListSchema = z.array(DiscoverWideningSchema);

export const ToUserInputSchema = z.object({
  toUserId: Id,
  /** The same like or pass sent again with this key is applied once (decision 140). */
  idempotencyKey: IdempotencyKeySchema.optional(),
});
/**
 * A like: of the person, or of one of their photos (`photoId`) or discovery answers
 * (`answer`, a tag), with an optional note. A match opens the chat with the note.
 */
export const LikeInputSchema = z
  .object({
    toUserId: Id,
    photoId: Id.nullish(),
    answer: AnswerTagSchema.nullish(),
    note: z
      .string()
      .nullish()
      .transform((note) => (note?.trim() ? note : null))
      .pipe(messageText(LIKE_NOTE_MAX_LENGTH, "Write a note or leave it out.").nullable()),
    /** The same like sent again with this key is applied once (decision 140). */
    idempotencyKey: IdempotencyKeySchema.optional(),
  })
  .superRefine((like, ctx) => {
    if (like.photoId && like.answer)
      ctx.addIssue({
        code: "custom",
        path: ["answer"],
        message: "Like a photo or an answer, not both.",
      });
  });
export type LikeInput = z.input<typeof LikeInputSchema>;
export const UserIdInputSchema = z.object({ userId: Id });

export const LikeResultSchema = z.object({
  isMatch: z.boolean(),
  /** The match a like back made: who, their first photo (small) and the chat's match id. */
  matchedUser: z
    .object({ nickname: z.string(), matchId: z.number().int(), photoUrl: z.string().nullable() })
    .nullable(),
});
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const MatchSummarySchema = z.object({
  matchId: z.number().int(),
  userId: Id,
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  snapchatHandle: z.string().nullable(),
  facebookHandle: z.string().nullable(),
  commonTags: z.array(z.string()),
  matchedAt: IsoDateTime,
  /** All of their profile photos, in their order (as Discover showed them). */
  photos: PhotoListSchema,
  /** Their own discovery answers (tags), in the quiz's order. */
  answers: z.array(z.string()),
});
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

export const MatchSummaryListSchema = z.array(MatchSummarySchema);

/**
 * How many people liked you and wait for your answer (no like back, no pass yet), counted
 * by Discover's rule: the length of "Likes you" (LikesYouSchema), up to its cap.
 */
export const LikesWaitingSchema = z.object({ count: z.number().int().min(0) });
export type LikesWaiting = z.infer<typeof LikesWaitingSchema>;

/**
 * Someone who liked the viewer and waits for an answer (decision 241): their card, and the
 * like: what it was on (one of the viewer's photos or answers, or neither) and its note.
 */
export const LikerSchema = z.object({
  id: Id,
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  photos: PhotoListSchema,
  answers: z.array(z.string()),
  like: LikeNoteSchema.extend({ note: z.string().nullable() }),
});
export type Liker = z.infer<typeof LikerSchema>;

/** Newest like first, at most LIKES_YOU_CAP of them. */
export const LikesYouSchema = z.array(LikerSchema);

/**
 * "Also block" on a report: on unless the reporter turns it off. A report always ends the
 * match with that person (if any); with `block`, neither sees the other again.
 */
export const ReportAlsoBlock = z.boolean("Choose whether to also block.").default(true);

export const ReportInputSchema = z.object({
  userId: Id,
  reason: ReportReasonSchema,
  details: optionalText(1000),
  block: ReportAlsoBlock,
});
export type ReportInput = z.input<typeof ReportInputSchema>;

export const SetPausedInputSchema = z.object({ paused: z.boolean() });
export const PausedSchema = z.object({ paused: z.boolean() });

/** The pass that was undone: that person is back at the front of Discover. */
export const UndoPassResultSchema = z.object({ userId: Id, nickname: z.string() });
export type UndoPassResult = z.infer<typeof UndoPassResultSchema>;
