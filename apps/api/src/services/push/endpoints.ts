import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { Agent } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

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

/**
 * Addresses no push service has: loopback, private, link-local, CGNAT, ULA, mapped, reserved.
 * One list per family: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
 */
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3], // multicast, reserved and broadcast
] as const) {
  notPublicV4.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64: an IPv4 address inside
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23], // Teredo, benchmarking, ORCHID
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: an IPv4 address inside
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  notPublicV6.addSubnet(net, bits, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, "ipv4") : !notPublicV6.check(address, "ipv6");
}

/**
 * A DNS lookup that fails unless every address the name resolves to is public. The agent
 * connects to the address this returns, so the check and the connection see the same one
 * (no second resolution to rebind).
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      const refused = Object.assign(
        new Error(`${hostname} resolves to an address push is not sent to`),
        { code: "ENOTPUBLIC" },
      );
      return callback(refused, "", 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The agent every notification goes out through, unless a test brings its own. */
export const publicOnlyAgent = new Agent({ lookup: publicAddressLookup, keepAlive: true });
