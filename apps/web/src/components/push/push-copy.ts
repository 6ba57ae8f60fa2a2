import type { PushKind } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";

// The notification settings' words, also read by Home's offer: a module of their own, so the
// offer loads them without the settings card and its switches.

/** Each kind's switch is keyed by the kind itself (the contract's `PushKind`). */
const kindLabels = {
  "partner-answered": "My partner answered today's quiz",
  "partner-paired": "My partner paired with me",
  "partner-redeemed": "My partner redeemed a reward",
  nudge: 'My partner says "Your turn"',
  match: "A new match",
  message: "A new message",
  like: "A like is waiting",
} satisfies Record<PushKind, string>;

export const pushCopy = defineCopy(
  {
    title: "Notifications",
    intro:
      "Choose what this phone tells you when the app is closed. All are off until you turn them on.",
    ...kindLabels,
    previews: "Show matches' names and message text on the lock screen",
    denied:
      "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
    unsupported: "This browser can't show notifications from Tandem.",
    unavailable: "Notifications aren't available on this server.",
  },
  { es: () => import("./push-copy.es.js") },
);
