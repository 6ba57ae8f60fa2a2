import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  NudgeNoticeSchema,
  NudgeResultSchema,
  PushEndpointInputSchema,
  PushSettingsSchema,
  PushSubscriptionInputSchema,
  UpdatePushSettingsInputSchema,
} from "./schemas.js";

export interface PushHandlers {
  settings: Handler<typeof PushSettingsSchema>;
  updateSettings: Handler<typeof PushSettingsSchema, typeof UpdatePushSettingsInputSchema>;
  subscribe: Handler<typeof PushSettingsSchema, typeof PushSubscriptionInputSchema>;
  unsubscribe: Handler<typeof OkSchema, typeof PushEndpointInputSchema>;
  nudge: Handler<typeof NudgeResultSchema>;
  nudgeNotice: Handler<typeof NudgeNoticeSchema>;
  dismissNudgeNotice: Handler<typeof OkSchema>;
}

export const pushRouter = (h: PushHandlers) =>
  router({
    settings: signedInProcedure
      .meta(get("/api/push/settings"))
      .output(PushSettingsSchema)
      .query(({ ctx }) => h.settings(ctx)),
    updateSettings: signedInProcedure
      .meta(post("/api/push/settings"))
      .input(UpdatePushSettingsInputSchema)
      .output(PushSettingsSchema)
      .mutation(({ ctx, input }) => h.updateSettings(ctx, input)),
    subscribe: signedInProcedure
      .meta(post("/api/push/subscriptions"))
      .input(PushSubscriptionInputSchema)
      .output(PushSettingsSchema)
      .mutation(({ ctx, input }) => h.subscribe(ctx, input)),
    unsubscribe: signedInProcedure
      .meta(post("/api/push/subscriptions/remove"))
      .input(PushEndpointInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.unsubscribe(ctx, input)),
    nudge: signedInProcedure
      .meta(post("/api/push/nudge"))
      .output(NudgeResultSchema)
      .mutation(({ ctx }) => h.nudge(ctx)),
    nudgeNotice: signedInProcedure
      .meta(get("/api/push/nudge-notice"))
      .output(NudgeNoticeSchema)
      .query(({ ctx }) => h.nudgeNotice(ctx)),
    dismissNudgeNotice: signedInProcedure
      .meta(post("/api/push/nudge-notice/dismiss"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.dismissNudgeNotice(ctx)),
  });
