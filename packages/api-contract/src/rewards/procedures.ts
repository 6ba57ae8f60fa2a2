import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  RedemptionListSchema,
  RedemptionResultSchema,
  RewardIdInputSchema,
  RewardListSchema,
} from "./schemas.js";

export interface RewardsHandlers {
  list: Handler<typeof RewardListSchema>;
  redeem: Handler<typeof RedemptionResultSchema, typeof RewardIdInputSchema>;
  redemptions: Handler<typeof RedemptionListSchema>;
}

export const rewardsRouter = (h: RewardsHandlers) =>
  router({
    list: signedInProcedure
      .meta(get("/api/rewards"))
      .output(RewardListSchema)
      .query(({ ctx }) => h.list(ctx)),
    redeem: signedInProcedure
      .meta(post("/api/rewards/{id}/redeem"))
      .input(RewardIdInputSchema)
      .output(RedemptionResultSchema)
      .mutation(({ ctx, input }) => h.redeem(ctx, input)),
    redemptions: signedInProcedure
      .meta(get("/api/rewards/redemptions"))
      .output(RedemptionListSchema)
      .query(({ ctx }) => h.redemptions(ctx)),
  });
