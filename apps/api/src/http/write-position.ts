import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReadRouting } from "../infra/read-replica.js";

/**
 * The primary's WAL position after a client's last write, kept by the client (decision 357):
 * any process behind the load balancer can then tell whether its replica has that write yet.
 * Not signed: a client that changes it only changes where its own reads are served.
 */
export const WRITE_POSITION_COOKIE = "tandem_wrote";
/** Long past any lag the replica is allowed before its reads move to the primary. */
const COOKIE_SECONDS = 300;
const POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

export function writePositionOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[WRITE_POSITION_COOKIE];
  return value && POSITION.test(value) ? value : null;
}

/** A request that may have written: anything but a GET, and a GET that signed someone in. */
function mayHaveWritten(request: FastifyRequest, reply: FastifyReply, sessionCookie: string) {
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS")
    return true;
  const setCookie = reply.getHeader("set-cookie");
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  return cookies.some((cookie) => cookie.startsWith(`${sessionCookie}=`));
}

/** Each response to a possible write carries the primary's position (one query), when reads are routed. */
export function registerWritePosition(
  fastify: FastifyInstance,
  reads: ReadRouting,
  options: { sessionCookie: string; secure: boolean },
): void {
  fastify.addHook("onSend", async (request, reply, payload) => {
    if (!mayHaveWritten(request, reply, options.sessionCookie)) return payload;
    const position = await reads.primaryPosition().catch(() => null);
    if (!position) return payload;
    const cookie = [
      `${WRITE_POSITION_COOKIE}=${position}`,
      "Path=/",
      `Max-Age=${COOKIE_SECONDS}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(options.secure ? ["Secure"] : []),
    ].join("; ");
    const before = reply.getHeader("set-cookie");
    const all = Array.isArray(before) ? before : before ? [String(before)] : [];
    reply.header("set-cookie", [...all, cookie]);
    return payload;
  });
}
