import type { FastifyInstance } from "fastify";
import { httpError, sendError } from "./errors.js";
import { requestLocale } from "./locale.js";
import { crossSitePage, PAGE_HEADERS, pageRouteOf } from "./server-rendered-page.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** "scheme://host:port" of a header's URL; "invalid" for anything else ("null" included). */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? "invalid" : origin;
  } catch {
    return "invalid";
  }
}

/**
 * Refuses state-changing requests sent from another site's page (CSRF): the Origin (or
 * else Referer) must be exactly the app's public origin, PUBLIC_URL's scheme, host and
 * port. The request's own Host header is never trusted for this: anyone can send any Host.
 * Requests with neither header come from non-browser clients and pass; browsers always
 * send Origin on cross-site POSTs. A page route's form gets a page that says so (with the
 * way to the form at the app's own address), never the JSON meant for the API's clients.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  // A callback hook: a request that passes (nearly all) goes on without a promise; a
  // refused one is answered here, and `done` is not called.
  app.addHook("onRequest", (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const sender = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (sender === null || sender === publicOrigin) return done();
    const page = pageRouteOf(request);
    if (page) {
      const refusal = crossSitePage(requestLocale(request), page, publicUrl);
      void reply.status(403).headers(PAGE_HEADERS).send(refusal);
      return;
    }
    void sendError(
      request,
      reply,
      httpError(403, "This request came from another site and was refused."),
    );
  });
}
