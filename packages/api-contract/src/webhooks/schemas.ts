import { z } from "zod";
import { IsoDateTime, requiredText } from "../common.js";

/** What a partner's endpoint is told about (decision 354). */
export const WEBHOOK_EVENT_TYPES = [
  "voucher.redeemed",
  "voucher.used",
  "reward.out_of_stock",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The waits before the 2nd, 3rd, ... attempt of a delivery (seconds): about a day in all, as
 * the Standard Webhooks' reference sender retries; after the last, the delivery has failed.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** After a rotation, the previous secret signs too for this long, so the partner can switch. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** Delivered and failed messages (names and e-mails among them) are deleted after this. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** Deliveries the admin panel lists per brand. */
export const WEBHOOK_LOG_SIZE = 20;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt, and on "Send again". */
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  /** When a pending delivery is tried next; null once delivered or failed. */
  nextAttemptAt: IsoDateTime.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** One partner brand (named on a reward or with an endpoint) and its endpoint, if any. */
export const PartnerWebhookSchema = z.object({
  brandName: z.string(),
  url: z.string().nullable(),
  secretCreatedAt: IsoDateTime.nullable(),
  /** Until when the secret before the last rotation still signs; null: it no longer does. */
  previousSecretUntil: IsoDateTime.nullable(),
  deliveries: z.array(WebhookDeliverySchema),
});
export type PartnerWebhook = z.infer<typeof PartnerWebhookSchema>;
export const PartnerWebhookListSchema = z.array(PartnerWebhookSchema);

export const WEBHOOK_ERROR_REASONS = [
  /** "Send again" on a message still being delivered. */
  "WEBHOOK_PENDING",
] as const;

export const WEBHOOK_URL_MESSAGE = "Use an https address, like https://partner.example/webhooks.";

export const WebhookBrandInputSchema = z.object({ brandName: requiredText(80) });

export const SetWebhookInputSchema = z.object({
  brandName: requiredText(80),
  url: z.string().trim().min(1, WEBHOOK_URL_MESSAGE).max(2048, WEBHOOK_URL_MESSAGE),
});
export type SetWebhookInput = z.input<typeof SetWebhookInputSchema>;

/** The endpoint after a change, and a new secret ("whsec_..."): shown this once only. */
export const WebhookChangeSchema = z.object({
  webhook: PartnerWebhookSchema,
  secret: z.string().nullable(),
});
export type WebhookChange = z.infer<typeof WebhookChangeSchema>;

export const WebhookDeliveryInputSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, "Not a delivery of this list."),
});
