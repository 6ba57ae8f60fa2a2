import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  CoupleSchema,
  GetCoupleInputSchema,
  PairCodeSchema,
  UsePairCodeInputSchema,
} from "./schemas.js";

export interface CoupleHandlers {
  get: Handler<typeof CoupleSchema, typeof GetCoupleInputSchema>;
}

export const coupleRouter = (h: CoupleHandlers) =>
  router({
    get: signedInProcedure
      .meta(get("/api/couple/{coupleId}"))
      .input(GetCoupleInputSchema)
      .output(CoupleSchema)
      .query(({ ctx, input }) => h.get(ctx, input)),
  });

export interface PairHandlers {
  generate: Handler<typeof PairCodeSchema>;
  use: Handler<typeof CoupleSchema, typeof UsePairCodeInputSchema>;
  break: Handler<typeof OkSchema>;
}

export const pairRouter = (h: PairHandlers) =>
  router({
    generate: signedInProcedure
      .meta(post("/api/pair/generate"))
      .output(PairCodeSchema)
      .mutation(({ ctx }) => h.generate(ctx)),
    use: signedInProcedure
      .meta(post("/api/pair/use"))
      .input(UsePairCodeInputSchema)
      .output(CoupleSchema)
      .mutation(({ ctx, input }) => h.use(ctx, input)),
    break: signedInProcedure
      .meta(post("/api/pair/break"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.break(ctx)),
  });
