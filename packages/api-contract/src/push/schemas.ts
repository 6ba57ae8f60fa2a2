import { z } from "zod";

// Push notifications (Web Push with VAPID), each kind switched on by the person in Profile
// (docs/decisions/141-push-notifications.md).

/** The kinds of notification, each a switch in Profile, all off until the person turns one on. */
export const PUSH_KINDS = [
  "partner-answered",
  "partner-paired",
  "partner-redeemed",
  "nudge",
  "match",
  "message",
  "like",
] as const;
export const PushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKindSchema>;

/** A send the push service did not take is tried this many times in all. */
export const PUSH_MAX_ATTEMPTS = 6;
/** Waits before the 2nd, 3rd, ... attempt: doubling from this, at most PUSH_RETRY_MAX_MS. */
export const PUSH_RETRY_BASE_MS = 10_000;
export const PUSH_RETRY_MAX_MS = 30 * 60_000;
/** A notification not delivered within this long is dropped (also the push service's TTL). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Each process looks for notifications to send this often (and right after it queues one). */
export const PUSH_CHECK_INTERVAL_MS = 5_000;
/** Devices (push subscriptions) one person may keep; a new one beyond it replaces the oldest. */
export const PUSH_DEVICES_PER_PERSON = 10;
/** Characters of a message shown in its notification, for people who chose previews. */
export const PUSH_PREVIEW_LENGTH = 120;

export const PushKindSwitchesSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    PushKind,
    z.ZodBoolean
  >,
);
export type PushKindSwitches = z.infer<typeof PushKindSwitchesSchema>;

export const PushSettingsSchema = z.object({
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`; null: push is off. */
  publicKey: z.string().nullable(),
  kinds: PushKindSwitchesSchema,
  /** Show a message's text (and names) on the lock screen; off: "New message" only. */
  previews: z.boolean(),
  /** Devices of this person that receive notifications. */
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const UpdatePushSettingsInputSchema = z.object({
  /** The switches to change; the others stay as they are. */
  kinds: PushKindSwitchesSchema.partial().default({}),
  previews: z.boolean().optional(),
});
export type UpdatePushSettingsInput = z.input<typeof UpdatePushSettingsInputSchema>;

const base64url = (what: string, max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, `The subscription's ${what} key is not base64url.`);

/** `PushSubscription.toJSON()` of the browser, as it is. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: "The subscription's endpoint is not a web address." })
    .max(1000),
  keys: z.object({ p256dh: base64url("p256dh", 200), auth: base64url("auth", 100) }),
  expirationTime: z.number().nullish(),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

export const PushEndpointInputSchema = z.object({
  endpoint: z.string().max(1000),
});

export const NudgeResultSchema = z.object({
  /** False: the partner has not turned "Your turn" on (or has no device); nothing was sent. */
  delivered: z.boolean(),
});
export type NudgeResult = z.infer<typeof NudgeResultSchema>;

/** What a notification carries to the service worker: only what a lock screen may show. */
export const PushPayloadSchema = z.object({
  kind: PushKindSchema,
  title: z.string(),
  body: z.string(),
  /** The app's address to open on a tap. */
  url: z.string(),
  /** Notifications of one tag replace each other (one per conversation, one per day's quiz). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const PUSH_ERROR_REASONS = ["ALREADY_NUDGED"] as const;
