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
import { isValidTimeZone } from "../services/shared/calendar.js";
import { rememberTimeZone } from "../services/users/index.js";

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;
}

/**
 * Builds the procedures' context from the session cookie and headers. A browser that sends
 * a different (valid) time zone than the one stored updates it, so "today" follows the user.
 */
export function contextFactory(db: Db, sessions?: SessionCache) {
  return async function createRequestContext(request: FastifyRequest): Promise<RequestContext> {
    const token = request.cookies[SESSION_COOKIE];
    const session = token
      ? await (sessions ? sessions.find(token) : findSessionViewer(db, token))
      : null;
    const sentZone = header(request, TIME_ZONE_HEADER);
    const timeZone = sentZone && isValidTimeZone(sentZone) ? sentZone : null;
    if (session && timeZone && timeZone !== session.timeZone) {
      await rememberTimeZone(db, session.id, timeZone);
    }
    return {
      viewer: session ? { id: session.id, role: session.role } : null,
      sessionId: session && token ? hashToken(token) : null,
      timeZone: timeZone ?? session?.timeZone ?? null,
      idempotencyKey: header(request, IDEMPOTENCY_KEY_HEADER),
      clientIp: request.ip,
      requestId: request.id,
    };
  };
}
