import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import { ReminderSettingsSchema, UpdateReminderSettingsInputSchema } from "./schemas.js";

export interface RemindersHandlers {
  get: Handler<typeof ReminderSettingsSchema>;
  update: Handler<typeof ReminderSettingsSchema, typeof UpdateReminderSettingsInputSchema>;
}

// The unsubscribe link is not a procedure: it is a server-rendered page for people who are
// not signed in (apps/api/src/http/reminder-routes.ts).
export const remindersRouter = (h: RemindersHandlers) =>
  router({
    get: signedInProcedure
      .meta(get("/api/reminders"))
      .output(ReminderSettingsSchema)
      .query(({ ctx }) => h.get(ctx)),
    update: signedInProcedure
      .meta(post("/api/reminders"))
      .input(UpdateReminderSettingsInputSchema)
      .output(ReminderSettingsSchema)
      .mutation(({ ctx, input }) => h.update(ctx, input)),
  });
