import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import { DateIdeaKeyInputSchema, DateIdeasSchema, SavedDateIdeaSchema } from "./schemas.js";

export interface DateIdeasHandlers {
  list: Handler<typeof DateIdeasSchema>;
  save: Handler<typeof SavedDateIdeaSchema, typeof DateIdeaKeyInputSchema>;
  unsave: Handler<typeof SavedDateIdeaSchema, typeof DateIdeaKeyInputSchema>;
}

export const dateIdeasRouter = (h: DateIdeasHandlers) =>
  router({
    list: signedInProcedure
      .meta(get("/api/date-ideas"))
      .output(DateIdeasSchema)
      .query(({ ctx }) => h.list(ctx)),
    save: signedInProcedure
      .meta(post("/api/date-ideas/{key}/save"))
      .input(DateIdeaKeyInputSchema)
      .output(SavedDateIdeaSchema)
      .mutation(({ ctx, input }) => h.save(ctx, input)),
    unsave: signedInProcedure
      .meta(post("/api/date-ideas/{key}/unsave"))
      .input(DateIdeaKeyInputSchema)
      .output(SavedDateIdeaSchema)
      .mutation(({ ctx, input }) => h.unsave(ctx, input)),
  });
