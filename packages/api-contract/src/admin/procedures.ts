import { RewardListSchema, RewardSchema } from "../rewards/schemas.js";
import { adminProcedure, get, patch, post, router, scoped, type Handler } from "../trpc.js";
import { AddedRewardCodesSchema, AddRewardCodesInputSchema } from "../rewards/codes.js";
import {
  CreateRewardInputSchema,
  SetRewardActiveInputSchema,
  TownSuggestionsInputSchema,
  TownSuggestionsSchema,
  UpdateRewardInputSchema,
} from "./schemas.js";
import { SystemStatusSchema } from "./system.js";

export interface AdminHandlers {
  listRewards: Handler<typeof RewardListSchema>;
  createReward: Handler<typeof RewardSchema, typeof CreateRewardInputSchema>;
  setRewardActive: Handler<typeof RewardSchema, typeof SetRewardActiveInputSchema>;
  updateReward: Handler<typeof RewardSchema, typeof UpdateRewardInputSchema>;
  system: Handler<typeof SystemStatusSchema>;
  addRewardCodes: Handler<typeof AddedRewardCodesSchema, typeof AddRewardCodesInputSchema>;
  towns: Handler<typeof TownSuggestionsSchema, typeof TownSuggestionsInputSchema>;
}

export const adminRouter = (h: AdminHandlers) =>
  router({
    listRewards: adminProcedure
      .meta(scoped("rewards:read", get("/api/admin/rewards")))
      .output(RewardListSchema)
      .query(({ ctx }) => h.listRewards(ctx)),
    createReward: adminProcedure
      .meta(scoped("rewards:write", post("/api/admin/rewards", 201)))
      .input(CreateRewardInputSchema)
      .output(RewardSchema)
      .mutation(({ ctx, input }) => h.createReward(ctx, input)),
    setRewardActive: adminProcedure
      .meta(scoped("rewards:write", patch("/api/admin/rewards/{id}")))
      .input(SetRewardActiveInputSchema)
      .output(RewardSchema)
      .mutation(({ ctx, input }) => h.setRewardActive(ctx, input)),
    /** Staff's edit of a reward's details (every field of the create form); audited. */
    updateReward: adminProcedure
      .meta(scoped("rewards:write", patch("/api/admin/rewards/{id}/details")))
      .input(UpdateRewardInputSchema)
      .output(RewardSchema)
      .mutation(({ ctx, input }) => h.updateReward(ctx, input)),
    // Read-only, for people: no API token scope reaches it (decision 326).
    system: adminProcedure
      .meta(get("/api/admin/system"))
      .output(SystemStatusSchema)
      .query(({ ctx }) => h.system(ctx)),
    /** Adds a partner's codes to the reward's pool; the reward then gives out only those. */
    addRewardCodes: adminProcedure
      .meta(scoped("rewards:write", post("/api/admin/rewards/{id}/codes")))
      .input(AddRewardCodesInputSchema)
      .output(AddedRewardCodesSchema)
      .mutation(({ ctx, input }) => h.addRewardCodes(ctx, input)),
    /** The gazetteer's towns for what staff typed in a reward's town field; for people only. */
    towns: adminProcedure
      .meta(get("/api/admin/towns"))
      .input(TownSuggestionsInputSchema)
      .output(TownSuggestionsSchema)
      .query(({ ctx, input }) => h.towns(ctx, input)),
  });
