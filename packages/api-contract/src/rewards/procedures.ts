import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  CoupleGoalRedemptionSchema,
  CoupleGoalStateSchema,
  RedeemCoupleGoalInputSchema,
  SetCoupleGoalInputSchema,
} from "./goal.js";
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
  goal: Handler<typeof CoupleGoalStateSchema>;
  setGoal: Handler<typeof CoupleGoalStateSchema, typeof SetCoupleGoalInputSchema>;
  redeemGoal: Handler<typeof CoupleGoalRedemptionSchema, typeof RedeemCoupleGoalInputSchema>;
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
    /** The couple's shared goal with both partners' points (decision 360). */
    goal: signedInProcedure
      .meta(get("/api/rewards/goal"))
      .output(CoupleGoalStateSchema)
      .query(({ ctx }) => h.goal(ctx)),
    setGoal: signedInProcedure
      .meta(post("/api/rewards/goal"))
      .input(SetCoupleGoalInputSchema)
      .output(CoupleGoalStateSchema)
      .mutation(({ ctx, input }) => h.setGoal(ctx, input)),
    redeemGoal: signedInProcedure
      .meta(post("/api/rewards/goal/redeem"))
      .input(RedeemCoupleGoalInputSchema)
      .output(CoupleGoalRedemptionSchema)
      .mutation(({ ctx, input }) => h.redeemGoal(ctx, input)),
  });
