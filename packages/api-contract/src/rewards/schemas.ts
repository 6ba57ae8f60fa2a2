import { z } from "zod";
import { CalendarDay, IntId, IsoDateTime } from "../common.js";

/**
 * A reward with a pool of partner codes shows "Only N left" to people once its stock is
 * below this, and staff see a low-stock warning (decision 330).
 */
export const REWARD_LOW_STOCK_THRESHOLD = 10;

export const REWARD_ERROR_REASONS = [
  /** Every code of the reward's pool was given out: nothing was charged. */
  "OUT_OF_STOCK",
] as const;

export const OUT_OF_STOCK_MESSAGE =
  "Out of stock: every code of this reward has been given out. No points were taken.";

export const RewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  brandName: z.string().nullable(),
  pointsCost: z.number().int(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  /** Unclaimed codes of the partner's pool; null when Tandem makes the codes (no limit). */
  stock: z.number().int().nullable(),
  /** The last day its codes are honoured ("YYYY-MM-DD"); null: until further notice. */
  codesValidUntil: CalendarDay.nullable(),
  /** Its partner receives the person's name and e-mail with each voucher (decision 356). */
  partnerGetsIdentity: z.boolean().default(false),
  /**
   * The town it is limited to ("Lyon, France"): only couples where one partner lives there
   * see it and may redeem it (decision 358); null: everywhere.
   */
  city: z.string().nullable().default(null),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardListSchema = z.array(RewardSchema);

export const RewardIdInputSchema = z.object({ id: IntId });

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
  /** When the partner's till marked it used; null while it can still be used. */
  usedAt: IsoDateTime.nullable(),
  reward: RewardSchema.pick({
    id: true,
    title: true,
    brandName: true,
    imageUrl: true,
    location: true,
    codesValidUntil: true,
  }),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

export const RedemptionListSchema = z.array(RedemptionSchema);
