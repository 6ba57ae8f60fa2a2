import type { FastifyInstance, FastifyRequest } from "fastify";
import { redactUrl } from "./log-redaction.js";
import { apiTokenOf, userIdOf } from "./request-context.js";

export const REQUEST_LOG_MESSAGE = "request";

/** The procedures a tRPC request calls (a batch names several), decoded. */
function proceduresOf(request: FastifyRequest, route: string | undefined): string | undefined {
  const params = request.params as { path?: unknown } | undefined;
  if (typeof params?.path !== "string" || !route?.startsWith("/trpc/")) return undefined;
  try {
    return decodeURIComponent(params.path);
  } catch {
    return params.path;
  }
}

/**
 * One line per request, written when its answer has gone (decision 318), in place of
 * Fastify's two: the request id (ours; a caller's X-Request-Id is `clientRequestId`, bound by
 * build-app.ts), method, route template, tRPC procedures, the address without its secrets,
 * status, duration and bytes, and who asked (a user id or an API token id), never a cookie,
 * a token or a body. With tracing on, pino adds `trace_id` and `span_id`.
 */
export function registerRequestLog(fastify: FastifyInstance): void {
  // LOG_LEVEL=warn or quieter: no request lines, and no hook building them.
  if (!["trace", "debug", "info"].includes(fastify.log.level)) return;
  fastify.addHook("onResponse", (request, reply, done) => {
    // A getter that builds an object of a dozen fields: read once.
    const route = request.routeOptions.url;
    const length = reply.getHeader("content-length");
    request.log.info(
      {
        method: request.method,
        route,
        procedure: proceduresOf(request, route),
        url: redactUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        bytes: length === undefined ? undefined : Number(length),
        userId: userIdOf(request),
        apiTokenId: apiTokenOf(request),
        remoteAddress: request.ip,
      },
      REQUEST_LOG_MESSAGE,
    );
    done();
  });
}
