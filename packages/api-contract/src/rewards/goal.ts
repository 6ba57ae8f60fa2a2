import { z } from "zod";
import { IntId } from "../common.js";
import { RedemptionResultSchema, RewardSchema } from "./schemas.js";

// A couple's shared goal (decision 360): one reward both partners save their points for.

/** Besides the couples' NOT_PAIRED (only a paired person has a partner to save with). */
export const GOAL_ERROR_REASONS = [
  /** The goal changed, was cleared or was redeemed (by the partner) since it was shown. */
  "GOAL_CHANGED",
] as const;

export const NOT_PAIRED_FOR_GOAL_MESSAGE =
  "Pair with your partner first: a shared goal needs both of you.";

export const CoupleGoalSchema = z.object({
  reward: RewardSchema.pick({
    id: true,
    title: true,
    pointsCost: true,
    brandName: true,
    location: true,
  }),
  /** Both partners' points together: what the progress shows ("220/300"). */
  points: z.number().int(),
  myPoints: z.number().int(),
  partnerPoints: z.number().int(),
  /** Whether the viewer picked it (false: the partner did, or they left). */
  setByMe: z.boolean(),
});
export type CoupleGoal = z.infer<typeof CoupleGoalSchema>;

/** The couple's goal; null when there is none (or the viewer is not paired). */
export const CoupleGoalStateSchema = CoupleGoalSchema.nullable();

/** Picks a reward as the goal, or clears it with `rewardId: null`. */
export const SetCoupleGoalInputSchema = z.object({ rewardId: IntId.nullable() });

/** Redeems the goal: the reward named must still be the goal (no surprise spending). */
export const RedeemCoupleGoalInputSchema = z.object({ rewardId: IntId });

export const CoupleGoalRedemptionSchema = RedemptionResultSchema.extend({
  /** The redeemer's points spent; the rest of the cost came from the partner. */
  myPointsSpent: z.number().int(),
  partnerPointsSpent: z.number().int(),
});
export type CoupleGoalRedemption = z.infer<typeof CoupleGoalRedemptionSchema>;
