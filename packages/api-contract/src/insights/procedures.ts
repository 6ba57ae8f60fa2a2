import { adminProcedure, get, router, scoped, type Handler } from "../trpc.js";
import { InsightsInputSchema, InsightsSchema } from "./schemas.js";

export interface InsightsHandlers {
  overview: Handler<typeof InsightsSchema, typeof InsightsInputSchema>;
}

/**
 * Staff (with a recent sign-in) or an `insights:read` token read the figures; each read is
 * written to the audit log.
 */
export const insightsRouter = (h: InsightsHandlers) =>
  router({
    overview: adminProcedure
      .meta(scoped("insights:read", get("/api/admin/insights")))
      .input(InsightsInputSchema)
      .output(InsightsSchema)
      .query(({ ctx, input }) => h.overview(ctx, input)),
  });
