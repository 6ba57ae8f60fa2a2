import type { FastifyInstance } from "fastify";

/**
 * Tells the browser to drop what the site kept on it (kept reads, the service worker and its
 * caches, cached photos) when a session ends: a backstop for a sign-out that the app's own
 * code does not complete (decision 257). Browsers honour it on https and on localhost.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';

/** The calls that end this device's session, by REST path or tRPC procedure. */
const ENDING_REST = new Set(["/api/user/sign-out-everywhere", "/api/account/delete"]);
const ENDING_PROCEDURES = new Set(["user.signOutEverywhere", "account.delete"]);

function endsSession(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  if (ENDING_REST.has(path)) return true;
  if (!path.startsWith("/trpc/")) return false;
  return path
    .slice("/trpc/".length)
    .split(/,|%2C/i)
    .some((name) => ENDING_PROCEDURES.has(name));
}

/** Adds Clear-Site-Data to the successful answers of "sign out everywhere" and deletion. */
export function clearSiteDataOnSessionEnd(fastify: FastifyInstance): void {
  fastify.addHook("onSend", (request, reply, payload, done) => {
    if (request.method === "POST" && reply.statusCode === 200 && endsSession(request.url)) {
      reply.header("clear-site-data", CLEAR_SITE_DATA);
    }
    done(null, payload);
  });
}
