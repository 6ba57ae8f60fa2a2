import { z } from "zod";
import { IsoDateTime } from "../common.js";

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

/** How a nudge reached the partner (decision 234). */
export const NUDGE_CHANNELS = ["push", "home", "email"] as const;
export const NudgeChannelSchema = z.enum(NUDGE_CHANNELS);

export const NudgeResultSchema = z.object({
  /** True: sent by push to the partner's devices (they turned "Your turn" on). */
  delivered: z.boolean(),
  /**
   * Where the partner will see it: `push`; or, with push off or no device, a banner on their
   * Home (`home`) and an e-mail (`email`, when they have an address and did not unsubscribe).
   */
  via: z.array(NudgeChannelSchema),
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

/** A nudge not sent by push shows on the partner's Home for this long (unless dismissed). */
export const NUDGE_NOTICE_HOURS = 24;
/** A nudge's e-mail not sent within this long is not sent (its "today" has passed). */
export const NUDGE_EMAIL_WITHIN_HOURS = 6;

/** The banner on Home of a nudge that did not go out by push; null: none to show. */
export const NudgeNoticeSchema = z
  .object({
    /** The partner who nudged (their first name; null if they have none). */
    fromFirstName: z.string().nullable(),
    at: IsoDateTime,
  })
  .nullable();
export type NudgeNotice = z.infer<typeof NudgeNoticeSchema>;

export const PUSH_ERROR_REASONS = ["ALREADY_NUDGED", "PARTNER_DONE"] as const;
