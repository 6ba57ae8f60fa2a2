import { isIP } from "node:net";

// The address filter is shared with partner webhooks: one module (lib/public-address.ts).
export { isPublicAddress, publicAddressLookup, publicOnlyAgent } from "../../lib/public-address.js";

/**
 * The push services browsers hand out subscriptions on (the host of
 * `PushSubscription.endpoint`), the only places the server posts to by default (decision 255).
 * Sources: Chrome, Chromium, Opera, Samsung Internet and Brave use Firebase Cloud Messaging
 * (https://firebase.google.com/docs/cloud-messaging/js/client: `https://fcm.googleapis.com/fcm/send/…`);
 * Firefox uses Mozilla's autopush (https://mozilla-services.readthedocs.io/en/latest/howtos/push/:
 * `https://updates.push.services.mozilla.com/wpush/v2/…`); Safari 16+ on macOS and iOS 16.4+
 * uses Apple's (https://developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers:
 * "allow URLs from `*.push.apple.com`", today `web.push.apple.com`); Edge on Windows uses WNS
 * (https://learn.microsoft.com/windows/apps/design/shell/tiles-and-notifications/windows-push-notification-services--wns--overview:
 * `https://wns2-<region>.notify.windows.com/w/?token=…`).
 */
export const PUSH_SERVICES: readonly { host: string; subdomains: boolean; browsers: string }[] = [
  { host: "fcm.googleapis.com", subdomains: false, browsers: "Chrome, Chromium, Opera, Samsung" },
  { host: "updates.push.services.mozilla.com", subdomains: false, browsers: "Firefox" },
  { host: "push.apple.com", subdomains: true, browsers: "Safari" },
  { host: "notify.windows.com", subdomains: true, browsers: "Edge (Windows)" },
];

/** What a deployment accepts besides PUSH_SERVICES (the settings PUSH_SERVICE_HOSTS, PUSH_ALLOW_LOCAL_ENDPOINTS). */
export interface PushEndpointPolicy {
  /** Tests only: any https endpoint, on any port, at any address (the loopback push service). */
  allowLocalEndpoints: boolean;
  /** Other push services' host names; their addresses are checked when sending. */
  otherServiceHosts?: readonly string[] | undefined;
}

const knownService = (host: string) =>
  PUSH_SERVICES.some((s) => host === s.host || (s.subdomains && host.endsWith(`.${s.host}`)));

/**
 * Why the server must not post to this endpoint, or null when it may: https on port 443 at a
 * browser's push service (or a host the deployment named), by name, never an address, and
 * nothing after the host but a path and query.
 */
export function pushEndpointRefusal(endpoint: string, policy: PushEndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not an address";
  }
  if (url.protocol !== "https:") return "not https";
  if (policy.allowLocalEndpoints) return null;
  if (url.username || url.password) return "carries credentials";
  if (url.port !== "") return "not on port 443";
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0) return "an address, not a push service's name";
  if (knownService(host) || policy.otherServiceHosts?.includes(host)) return null;
  return "not a browser's push service";
}
