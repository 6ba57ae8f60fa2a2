import type { FastifyRequest } from "fastify";
import {
  TIME_ZONE_HEADER,
  type RequestContext,
  IDEMPOTENCY_KEY_HEADER,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { SessionCache } from "../auth/session-cache.js";
import { SESSION_COOKIE, findSessionViewer } from "../auth/sessions.js";
import { hashToken } from "../auth/tokens.js";
import { canonicalTimeZone, rememberTimeZone } from "../services/users/index.js";
import { authenticateToken, bearerSecret } from "../services/api-tokens/index.js";
import { localizeErrorBody } from "./localize-error.js";
import { writePositionOf } from "./write-position.js";
import { requestLocale } from "./locale.js";

/** The API token each request was made with (for its audit row, written on response). */
const tokenOfRequest = new WeakMap<FastifyRequest, string>();
export const apiTokenOf = (request: FastifyRequest) => tokenOfRequest.get(request);
/** The signed-in person a request was made by (for its log line). */
const userOfRequest = new WeakMap<FastifyRequest, string>();
export const userIdOf = (request: FastifyRequest) => userOfRequest.get(request);

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/** How many procedures a request calls: a tRPC batch names each in its path. */
function callsIn(url: string): number {
  const path = url.split("?")[0] ?? "";
  if (!path.startsWith("/trpc/")) return 1;
  return Math.max(1, path.slice("/trpc/".length).split(/,|%2C/i).length);
}

/** The request's language, and its error answers' words in it (decision 304). */
function languageOf(request: FastifyRequest): Pick<RequestContext, "language" | "localizeError"> {
  const language = requestLocale(request);
  return { language, localizeError: (body) => localizeErrorBody(body, language) };
}

/** A refused zone change is not tried again by this process for a while (one query saved). */
const RETRY_REFUSED_ZONE_MS = 10 * 60 * 1000;

/**
 * Builds the procedures' context from the session cookie and headers. A browser that sends
 * a different (canonical) time zone than the one stored updates it, so "today" follows the
 * user, at most once a day (services/users/time-zone.ts); a signed-in person's "today" is
 * always their stored zone's.
 */
export function contextFactory(
  db: Db,
  sessions?: SessionCache,
  cookieName = SESSION_COOKIE,
  traceProcedure?: RequestContext["traceProcedure"],
) {
  const refusedUntil = new Map<string, number>();
  return async function createRequestContext(request: FastifyRequest): Promise<RequestContext> {
    // A request with an Authorization header is a service's: only its token counts (a cookie
    // sent along is ignored), and a bad token is refused (401) whatever the procedure.
    const secret = bearerSecret(request.headers.authorization);
    if (secret) {
      const apiToken = await authenticateToken(
        db,
        secret,
        (id) => tokenOfRequest.set(request, id),
        callsIn(request.url),
      );
      return {
        viewer: null,
        apiToken,
        sessionId: null,
        timeZone: canonicalTimeZone(header(request, TIME_ZONE_HEADER) ?? "") ?? null,
        ...languageOf(request),
        idempotencyKey: header(request, IDEMPOTENCY_KEY_HEADER),
        clientIp: request.ip,
        requestId: request.id,
        traceProcedure,
      };
    }
    const token = request.cookies[cookieName];
    const session = token
      ? await (sessions ? sessions.find(token) : findSessionViewer(db, token))
      : null;
    const sentZone = header(request, TIME_ZONE_HEADER);
    const sent = sentZone ? canonicalTimeZone(sentZone) : null;
    let timeZone = session ? session.timeZone : sent;
    if (session && sent && sent !== session.timeZone) {
      const key = `${session.id}:${sent}`;
      if ((refusedUntil.get(key) ?? 0) < Date.now()) {
        timeZone = await rememberTimeZone(db, session.id, sent, session.timeZone);
        if (timeZone !== sent) {
          if (refusedUntil.size >= 10_000) refusedUntil.clear();
          refusedUntil.set(key, Date.now() + RETRY_REFUSED_ZONE_MS);
        }
      }
    }
    if (session) userOfRequest.set(request, session.id);
    return {
      viewer: session ? { id: session.id, role: session.role } : null,
      apiToken: null,
      sessionId: session && token ? hashToken(token) : null,
      timeZone: timeZone ?? null,
      ...languageOf(request),
      idempotencyKey: header(request, IDEMPOTENCY_KEY_HEADER),
      clientIp: request.ip,
      requestId: request.id,
      writePosition: writePositionOf(request),
      traceProcedure,
    };
  };
}
