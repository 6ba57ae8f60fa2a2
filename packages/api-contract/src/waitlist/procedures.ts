import { OkSchema } from "../common.js";
import type { RequestContext } from "../context.js";
import { post, publicProcedure, router, type Handler } from "../trpc.js";
import { JoinWaitlistInputSchema } from "./schemas.js";

export interface WaitlistHandlers {
  join: Handler<typeof OkSchema, typeof JoinWaitlistInputSchema, RequestContext>;
}

export const waitlistRouter = (h: WaitlistHandlers) =>
  router({
    join: publicProcedure
      .meta(post("/api/waitlist"))
      .input(JoinWaitlistInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.join(ctx, input)),
  });
