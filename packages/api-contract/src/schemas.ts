import { z } from "zod";
import { PAIR_CODE_LENGTH, POINTS_PER_ANSWER } from "./constants.js";
import { DISCOVERY_QUIZ } from "./discovery-quiz.js";
import {
  AgeGroupSchema,
  GenderSchema,
  ReportReasonSchema,
  UserRoleSchema,
  UserTypeSchema,
} from "./enums.js";

/** Dates cross the wire as ISO 8601 strings, the same over tRPC and REST. */
const IsoDateTime = z.string();
/** A calendar day, "YYYY-MM-DD". */
const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a day as YYYY-MM-DD");
const Id = z.uuid();
const EmptyInput = z.void();

/** Optional free text: trimmed, and an empty string means "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max);

// ---------------------------------------------------------------- errors

/** The JSON body of every error answer of the REST API. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** For validation errors: the failing fields, by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

// ---------------------------------------------------------------- users

export const AuthUserSchema = z.object({
  id: Id,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  location: z.string().nullable(),
  points: z.number().int(),
  coupleId: Id.nullable(),
  userType: UserTypeSchema.nullable(),
  role: UserRoleSchema,
  timeZone: z.string(),
  hasMatchingProfile: z.boolean(),
  hasDiscoveryTags: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SetPhoneInputSchema = z.object({
  phoneNumber: z.string().trim().min(1, "Required").max(32),
});
export type SetPhoneInput = z.infer<typeof SetPhoneInputSchema>;

/** Either a typed place, or coordinates the server turns into the nearest city. */
export const SetLocationInputSchema = z.union([
  z.object({ location: z.string().trim().min(1, "Required").max(80) }).strict(),
  z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .strict(),
]);
export type SetLocationInput = z.infer<typeof SetLocationInputSchema>;

export const SetUserTypeInputSchema = z.object({ userType: UserTypeSchema });
export type SetUserTypeInput = z.infer<typeof SetUserTypeInputSchema>;

// ---------------------------------------------------------------- couples and pairing

export const PartnerSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const CoupleSchema = z.object({
  id: Id,
  partner: PartnerSchema,
  identity: z.string().nullable(),
  identityDescription: z.string().nullable(),
  completedQuizzes: z.number().int(),
  createdAt: IsoDateTime,
});
export type Couple = z.infer<typeof CoupleSchema>;

export const GetCoupleInputSchema = z.object({ coupleId: Id });

export const PairCodeSchema = z.object({
  code: z.string().length(PAIR_CODE_LENGTH),
  expiresAt: IsoDateTime,
});
export type PairCode = z.infer<typeof PairCodeSchema>;

export const UsePairCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .length(PAIR_CODE_LENGTH, `Please enter a ${PAIR_CODE_LENGTH}-character code.`),
});
export type UsePairCodeInput = z.infer<typeof UsePairCodeInputSchema>;

// ---------------------------------------------------------------- daily quiz

export const QuizOptionSchema = z.object({ text: z.string(), tags: z.array(z.string()) });
export type QuizOption = z.infer<typeof QuizOptionSchema>;

export const QuizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(QuizOptionSchema),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizAnswerInputSchema = z.object({
  questionId: z.number().int().positive(),
  selectedOption: z.number().int().min(0),
  /** Sent by the client as the spec says; the server stores the option's own tags. */
  tags: z.array(z.string().max(40)).max(10).default([]),
  pointsEarned: z.literal(POINTS_PER_ANSWER, `Must be ${POINTS_PER_ANSWER}`),
});
export type QuizAnswerInput = z.input<typeof QuizAnswerInputSchema>;

export const QuizAnswerResultSchema = z.object({
  pointsEarned: z.number().int(),
  points: z.number().int(),
  remainingToday: z.number().int(),
  /** True when this answer completed today's quiz for the couple (both partners done). */
  coupleQuizCompleted: z.boolean(),
});
export type QuizAnswerResult = z.infer<typeof QuizAnswerResultSchema>;

export const QuizHistoryInputSchema = z
  .object({
    /** The `nextCursor` of the previous page: days strictly before it are returned. */
    before: CalendarDay.optional(),
    limit: z.coerce.number().int().min(1).max(30).default(7),
  })
  .default({ limit: 7 });
export type QuizHistoryInput = z.input<typeof QuizHistoryInputSchema>;

export const HistoryAnswerSchema = z.object({
  selectedOption: z.number().int(),
  optionText: z.string(),
  answeredAt: IsoDateTime,
});

export const QuizHistoryDaySchema = z.object({
  day: CalendarDay,
  /** Whether the day's set was shared with a partner (and which couple, even if ended). */
  coupleId: Id.nullable(),
  completed: z.boolean(),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      options: z.array(QuizOptionSchema),
      myAnswer: HistoryAnswerSchema.nullable(),
      /** Shown only once both partners have answered this question. */
      partnerAnswer: HistoryAnswerSchema.nullable(),
    }),
  ),
});
export type QuizHistoryDay = z.infer<typeof QuizHistoryDaySchema>;

export const QuizHistorySchema = z.object({
  days: z.array(QuizHistoryDaySchema),
  nextCursor: CalendarDay.nullable(),
});
export type QuizHistory = z.infer<typeof QuizHistorySchema>;

// ---------------------------------------------------------------- rewards

export const RewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  brandName: z.string().nullable(),
  pointsCost: z.number().int(),
  location: z.string().nullable(),
  isActive: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardIdInputSchema = z.object({ id: z.coerce.number().int().positive() });

export const RedemptionResultSchema = z.object({
  voucherCode: z.string(),
  redemptionId: z.number().int(),
  points: z.number().int(),
});
export type RedemptionResult = z.infer<typeof RedemptionResultSchema>;

export const RedemptionSchema = z.object({
  id: z.number().int(),
  voucherCode: z.string(),
  pointsSpent: z.number().int(),
  createdAt: IsoDateTime,
  reward: RewardSchema.pick({
    id: true,
    title: true,
    brandName: true,
    imageUrl: true,
    location: true,
  }),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

const imageUrlField = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https?:\/\/|\/)/.test(value), {
    message: "Must be an http(s) URL or a path starting with /",
  });

export const CreateRewardInputSchema = z.object({
  title: requiredText(120),
  description: requiredText(1000),
  brandName: optionalText(80),
  pointsCost: z.coerce.number().int("Must be a whole number").min(1).max(1_000_000),
  location: optionalText(120),
  imageUrl: imageUrlField,
  isActive: z.boolean().default(true),
});
export type CreateRewardInput = z.input<typeof CreateRewardInputSchema>;

export const SetRewardActiveInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  isActive: z.boolean(),
});

// ---------------------------------------------------------------- waitlist

export const JoinWaitlistInputSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phoneNumber: z.string().trim().max(32).optional(),
  })
  .transform((v) => ({ email: v.email || undefined, phoneNumber: v.phoneNumber || undefined }))
  .superRefine((v, ctx) => {
    if (!v.email === !v.phoneNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "Give exactly one of email or phoneNumber",
      });
    }
    if (v.email && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Invalid email address" });
    }
  });
export type JoinWaitlistInput = z.input<typeof JoinWaitlistInputSchema>;

export const JoinWaitlistResultSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- singles and matching

const socialHandle = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .max(30)
      .regex(/^[A-Za-z0-9._]*$/, "Only letters, digits, . and _"),
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const MatchingProfileInputSchema = z.object({
  nickname: requiredText(30),
  gender: GenderSchema,
  ageGroup: AgeGroupSchema,
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
});
export type MatchingProfile = z.infer<typeof MatchingProfileSchema>;

/** The discovery quiz's answer: the tag of the chosen option of each question, in any order. */
export const DiscoveryTagsInputSchema = z.object({
  tags: z.array(z.string()).superRefine((tags, ctx) => {
    for (const tag of tags) {
      if (!DISCOVERY_QUIZ.some((q) => q.options.some((o) => o.tag === tag))) {
        ctx.addIssue({ code: "custom", message: `Unknown discovery tag: ${tag}` });
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

export const DiscoverCandidateSchema = z.object({
  id: Id,
  nickname: z.string(),
  profileImageUrl: z.string().nullable(),
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  commonTags: z.array(z.string()),
});
export type DiscoverCandidate = z.infer<typeof DiscoverCandidateSchema>;

export const ToUserInputSchema = z.object({ toUserId: Id });
export const UserIdInputSchema = z.object({ userId: Id });

export const LikeResultSchema = z.object({
  isMatch: z.boolean(),
  matchedUser: z.object({ nickname: z.string() }).nullable(),
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
});
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

export const ReportInputSchema = z.object({
  userId: Id,
  reason: ReportReasonSchema,
  details: optionalText(1000),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

export { EmptyInput };
