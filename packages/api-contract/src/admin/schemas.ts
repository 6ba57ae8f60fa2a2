import { z } from "zod";
import { CalendarDay, coercedNumber, IntId, optionalText, requiredText } from "../common.js";

const imageUrlField = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https?:\/\/|\/)/.test(value), {
    message: "Use an http(s) address, or a path starting with /.",
  });

export const CreateRewardInputSchema = z.object({
  title: requiredText(120),
  description: requiredText(1000),
  brandName: optionalText(80),
  pointsCost: coercedNumber().int("Must be a whole number.").min(1).max(1_000_000),
  location: optionalText(120),
  imageUrl: imageUrlField,
  isActive: z.boolean().default(true),
  /** The last day its codes are honoured; none: "Valid until further notice." */
  codesValidUntil: z
    .union([CalendarDay, z.literal("")])
    .nullish()
    .transform((day) => (day ? day : null)),
  /** The partner's webhook messages name the person; the terms shown before redeeming say so. */
  partnerGetsIdentity: z.boolean().default(false),
  /**
   * A town of the gazetteer people's locations use, by name ("Lyon" or "Lyon, France"):
   * only couples of that town see the reward (decision 358). Empty: everywhere.
   */
  city: optionalText(120),
});
export type CreateRewardInput = z.input<typeof CreateRewardInputSchema>;

/**
 * Staff's edit of a reward: every field of the create form, all given (what is left empty is
 * cleared). Whether it is active stays as it is (`setRewardActive` switches it).
 */
export const UpdateRewardInputSchema = CreateRewardInputSchema.omit({ isActive: true }).extend({
  id: IntId,
});
export type UpdateRewardInput = z.input<typeof UpdateRewardInputSchema>;

/** POST a raw image body here (staff only): a reward image, answered as `RewardImageSchema`. */
export const REWARD_IMAGE_UPLOAD_PATH = "/api/admin/reward-images";
/** GET: one stored size of a reward image, to anyone signed in. */
export const REWARD_IMAGE_PATH = "/api/reward-images/{id}/{size}";
/** The address a reward keeps as its `imageUrl` for an uploaded image (decision 359). */
export const rewardImageUrl = (id: string) => `/api/reward-images/${id}/large`;

export const RewardImageSchema = z.object({
  id: z.string().uuid(),
  /** Put it in the reward's `imageUrl`: the reward then shows this image. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type RewardImage = z.infer<typeof RewardImageSchema>;

/** A reward's city that is no town of the gazetteer. */
export const UNKNOWN_CITY_MESSAGE =
  'No town of that name: type a town of 10,000 people or more, such as "Lyon" or "Lyon, France".';

export const SetRewardActiveInputSchema = z.object({ id: IntId, isActive: z.boolean() });

/** How many towns the reward form suggests at once. */
export const TOWN_SUGGESTIONS = 8;

/** What staff typed in a town field ("lyo", "Paris, u"). */
export const TownSuggestionsInputSchema = z.object({ typed: requiredText(60) });

/** Towns of the gazetteer, each as a location is written ("Lyon, France"), most populous first. */
export const TownSuggestionsSchema = z.array(z.string());
