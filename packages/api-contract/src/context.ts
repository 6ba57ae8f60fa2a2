import type { UserRole } from "./enums.js";

export interface Viewer {
  id: string;
  role: UserRole;
}

/** What every procedure knows about the request; built by the server per request. */
export interface RequestContext {
  viewer: Viewer | null;
  /** The stored id of the request's session (a hash of its cookie), when signed in. */
  sessionId: string | null;
  /** The browser's IANA time zone, when sent and valid. */
  timeZone: string | null;
  /** The Idempotency-Key request header, when sent. */
  idempotencyKey: string | null;
  /** The client's address, for per-address limits. */
  clientIp: string;
  /** The request's id (also the `x-request-id` answer header), quoted in unexpected errors. */
  requestId: string;
}

export type SignedInContext = RequestContext & { viewer: Viewer };
