import { adminProcedure, get, post, router, type Handler } from "../trpc.js";
import {
  PartnerWebhookListSchema,
  SetWebhookInputSchema,
  WebhookBrandInputSchema,
  WebhookChangeSchema,
  WebhookDeliveryInputSchema,
  WebhookDeliverySchema,
} from "./schemas.js";

/**
 * Partners' webhook endpoints, for staff in the admin panel only: no API token scope reaches
 * them, since they hand out signing secrets (decision 354).
 */
export interface WebhooksHandlers {
  list: Handler<typeof PartnerWebhookListSchema>;
  set: Handler<typeof WebhookChangeSchema, typeof SetWebhookInputSchema>;
  clear: Handler<typeof WebhookChangeSchema, typeof WebhookBrandInputSchema>;
  rotateSecret: Handler<typeof WebhookChangeSchema, typeof WebhookBrandInputSchema>;
  resend: Handler<typeof WebhookDeliverySchema, typeof WebhookDeliveryInputSchema>;
}

export const webhooksRouter = (h: WebhooksHandlers) =>
  router({
    /** Every brand with its endpoint and its last deliveries. */
    list: adminProcedure
      .meta(get("/api/admin/webhooks"))
      .output(PartnerWebhookListSchema)
      .query(({ ctx }) => h.list(ctx)),
    /** Sets a brand's endpoint (checked: https, port 443, public); a first one gets a secret. */
    set: adminProcedure
      .meta(post("/api/admin/webhooks"))
      .input(SetWebhookInputSchema)
      .output(WebhookChangeSchema)
      .mutation(({ ctx, input }) => h.set(ctx, input)),
    /** Removes a brand's endpoint, its secrets and its delivery log. */
    clear: adminProcedure
      .meta(post("/api/admin/webhooks/clear"))
      .input(WebhookBrandInputSchema)
      .output(WebhookChangeSchema)
      .mutation(({ ctx, input }) => h.clear(ctx, input)),
    /** A new secret; the previous one keeps signing for the overlap. */
    rotateSecret: adminProcedure
      .meta(post("/api/admin/webhooks/rotate"))
      .input(WebhookBrandInputSchema)
      .output(WebhookChangeSchema)
      .mutation(({ ctx, input }) => h.rotateSecret(ctx, input)),
    /** Delivers a message again (same webhook-id), from its first attempt. */
    resend: adminProcedure
      .meta(post("/api/admin/webhooks/deliveries/{id}/resend"))
      .input(WebhookDeliveryInputSchema)
      .output(WebhookDeliverySchema)
      .mutation(({ ctx, input }) => h.resend(ctx, input)),
  });
