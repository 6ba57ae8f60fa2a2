import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { badRequest } from "@tandem/api-contract/server";
import { isPublicAddress } from "../../lib/public-address.js";

/** What a deployment accepts (the setting WEBHOOK_ALLOW_LOCAL_ENDPOINTS). */
export interface WebhookEndpointPolicy {
  /**
   * Tests only: any https endpoint, on any port, at any address (a loopback receiver with a
   * self-signed certificate). Never set in production.
   */
  allowLocalEndpoints: boolean;
}

const NOT_PUBLIC = "a loopback, private or reserved address: webhooks go only to public addresses";

/**
 * Why the server must not post to this endpoint, in words, or null when it may as far as the
 * address itself says: https on port 443, no credentials, and an address literal only if
 * public. A name is checked when it is resolved (`webhookEndpointRefusalResolved`, and the
 * public-only agent at every send).
 */
export function webhookEndpointRefusal(
  endpoint: string,
  policy: WebhookEndpointPolicy,
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "This is not a web address: use one like https://partner.example/webhooks.";
  }
  if (url.protocol !== "https:") return "The endpoint must use https.";
  if (policy.allowLocalEndpoints) return null;
  if (url.username || url.password) return "Put no user name or password in the address.";
  if (url.port !== "") return "The endpoint must be on port 443, the https default.";
  if (url.hash) return "Leave out the # part of the address.";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is ${NOT_PUBLIC}.`;
  return null;
}

/**
 * The refusal above, then the name resolved: every address it has must be public (the send
 * resolves it again and checks again, so a name turned private later is refused then too).
 */
export async function webhookEndpointRefusalResolved(
  endpoint: string,
  policy: WebhookEndpointPolicy,
): Promise<string | null> {
  const refusal = webhookEndpointRefusal(endpoint, policy);
  if (refusal || policy.allowLocalEndpoints) return refusal;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return `${host} does not resolve to an address: check the name.`;
  }
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  return refused ? `${host} resolves to ${refused.address}, ${NOT_PUBLIC}.` : null;
}

/** The same, as the 400 a staff member reads under the endpoint field. */
export async function checkWebhookEndpoint(
  endpoint: string,
  policy: WebhookEndpointPolicy,
): Promise<void> {
  const refusal = await webhookEndpointRefusalResolved(endpoint, policy);
  if (refusal) throw badRequest("url", refusal);
}
