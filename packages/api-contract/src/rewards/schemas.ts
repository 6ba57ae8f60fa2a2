import { z } from "zod";
import { IntId, IsoDateTime } from "../common.js";

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
  reward: RewardSchema.pick({
    id: true,
    title: true,
    brandName: true,
    imageUrl: true,
    location: true,
  }),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

export const RedemptionListSchema = z.array(RedemptionSchema);
