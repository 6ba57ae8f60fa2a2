import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { Agent } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses the server never posts to (push services, partners' webhooks): loopback, private, link-local, CGNAT, ULA, mapped, reserved.
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
        new Error(
          `${hostname} resolves to an address that is not public (loopback, private or reserved)`,
        ),
        { code: "ENOTPUBLIC" },
      );
      return callback(refused, "", 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The agent every push notification and webhook goes out through, unless a test brings its own. */
export const publicOnlyAgent = new Agent({ lookup: publicAddressLookup, keepAlive: true });
