import { toErrorResponse } from "@tandem/api-contract/server";
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { localizeErrorBody } from "./localize-error.js";
import { requestLocale } from "./locale.js";
import { errorPage, PAGE_HEADERS, pageRouteOf } from "./server-rendered-page.js";

/** Fastify's own 4xx codes (a bad body, a body too large, ...) in the API's vocabulary. */
const HTTP_CODES: Record<number, TRPCError["code"]> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  406: "BAD_REQUEST",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** An error with an HTTP status (Fastify's, or ours) as the TRPCError the vocabulary knows. */
export function httpError(status: number, message: string): TRPCError {
  return new TRPCError({ code: HTTP_CODES[status] ?? "BAD_REQUEST", message });
}

/**
 * Sends the API's error answer for anything thrown: the status, `Retry-After` when there is
 * one, and the JSON body every transport shares; on a page route (a server-rendered page or
 * the form it posts) the same status and words as a page with a way back, since a person
 * reads it in the browser. The words are in the request's language (decision 304).
 * Unexpected errors are logged with the request id that the answer quotes.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, thrown: unknown) {
  const locale = requestLocale(request);
  const written = toErrorResponse(thrown, request.id);
  const answer = { ...written, body: localizeErrorBody(written.body, locale) };
  // A 503 is a state, not a fault (the database away, a full queue): logged where it starts
  // and ends (database-unavailable.ts), not once per request.
  if (answer.status >= 500 && answer.status !== 503)
    request.log.error({ err: thrown }, "request failed");
  if (answer.retryAfterSeconds !== undefined)
    reply.header("retry-after", String(answer.retryAfterSeconds));
  const page = pageRouteOf(request);
  if (page)
    return reply
      .status(answer.status)
      .headers(PAGE_HEADERS)
      .send(errorPage(locale, page, { status: answer.status, ...answer.body }));
  return reply.status(answer.status).send(answer.body);
}
