import type { FastifyInstance } from "fastify";
import { httpError, sendError } from "../http/errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return "invalid";
  }
}

/**
 * Refuses state-changing requests sent from another site's page (CSRF): the Origin (or
 * else Referer) host must be the app's public host or the host the request was sent to.
 * Requests with neither header come from non-browser clients and pass; browsers always
 * send Origin on cross-site POSTs.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).host;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const sender = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (sender === null || sender === publicHost || sender === request.headers.host) return;
    return sendError(
      request,
      reply,
      httpError(403, "This request came from another site and was refused."),
    );
  });
}
