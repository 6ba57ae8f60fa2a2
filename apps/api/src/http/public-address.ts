import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLocalOnly, type Env } from "../env.js";
import { isApiPath } from "./security-headers.js";
import { pageRouteOf } from "./server-rendered-page.js";

/** A browser opening a page: a navigation, or (older browsers) a GET that accepts HTML. */
function isPageNavigation(request: FastifyRequest): boolean {
  const mode = request.headers["sec-fetch-mode"];
  if (typeof mode === "string") return mode === "navigate";
  return String(request.headers.accept ?? "").includes("text/html");
}

/**
 * On a server only this machine can reach, a page opened at another name of this machine
 * (`127.0.0.1` or `[::1]` when PUBLIC_URL says `localhost`, as `npm start` prints both) is
 * sent to the same path at PUBLIC_URL. A page works at one address only: its session
 * cookie belongs to that host, and the origin check accepts forms from PUBLIC_URL's pages
 * alone. API calls are answered at any name, as before.
 */
export function registerPublicAddressRedirect(app: FastifyInstance, env: Env): void {
  if (!isLocalOnly(env)) return;
  const publicUrl = new URL(env.PUBLIC_URL);
  // A callback hook, as the origin check: `done` for what goes on, nothing after a redirect.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    if (request.hostname.toLowerCase() === publicUrl.hostname) return done();
    if (!isPageNavigation(request)) return done();
    if (isApiPath(request.url) && !pageRouteOf(request)) return done();
    // The path is appended, never resolved against the origin: "//elsewhere" stays a path here.
    const path = request.url.startsWith("/") ? request.url : "/";
    void reply.header("cache-control", "no-store").redirect(`${publicUrl.origin}${path}`, 302);
  });
}
