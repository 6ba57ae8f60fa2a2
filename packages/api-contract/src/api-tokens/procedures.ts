import { adminProcedure, get, post, router, type Handler } from "../trpc.js";
import {
  ApiTokenIdInputSchema,
  ApiTokenListSchema,
  ApiTokenSchema,
  CreateApiTokenInputSchema,
  CreatedApiTokenSchema,
} from "./schemas.js";

/** Staff manage tokens with a session only: no scope reaches these, so no token can. */
export interface ApiTokensHandlers {
  list: Handler<typeof ApiTokenListSchema>;
  create: Handler<typeof CreatedApiTokenSchema, typeof CreateApiTokenInputSchema>;
  revoke: Handler<typeof ApiTokenSchema, typeof ApiTokenIdInputSchema>;
}

export const apiTokensRouter = (h: ApiTokensHandlers) =>
  router({
    list: adminProcedure
      .meta(get("/api/admin/api-tokens"))
      .output(ApiTokenListSchema)
      .query(({ ctx }) => h.list(ctx)),
    create: adminProcedure
      .meta(post("/api/admin/api-tokens", 201))
      .input(CreateApiTokenInputSchema)
      .output(CreatedApiTokenSchema)
      .mutation(({ ctx, input }) => h.create(ctx, input)),
    revoke: adminProcedure
      .meta(post("/api/admin/api-tokens/{id}/revoke"))
      .input(ApiTokenIdInputSchema)
      .output(ApiTokenSchema)
      .mutation(({ ctx, input }) => h.revoke(ctx, input)),
  });
