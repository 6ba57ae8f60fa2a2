import type { ApiTokenScope } from "./api-tokens/schemas.js";
import type { Language } from "./constants.js";
import type { UserRole } from "./enums.js";
import type { ApiError } from "./errors.js";

export interface Viewer {
  id: string;
  role: UserRole;
}

/** The API token a request was authenticated with (`Authorization: Bearer`). */
export interface ApiTokenCaller {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The staff member who created it, who stands for its calls (audit rows, rewards). */
  createdById: string;
  /** The partner brand of a `vouchers:redeem` token (decision 331); null for others. */
  brandName: string | null;
}

/** What every procedure knows about the request; built by the server per request. */
export interface RequestContext {
  viewer: Viewer | null;
  /**
   * Set when the request carried a valid API token instead of a session. A procedure whose
   * `meta.scope` the token has then runs with `viewer` standing for the token's creator;
   * every other procedure refuses it (403) before anything runs.
   */
  apiToken: ApiTokenCaller | null;
  /** The stored id of the request's session (a hash of its cookie), when signed in. */
  sessionId: string | null;
  /** The browser's IANA time zone, when sent and valid. */
  timeZone: string | null;
  /**
   * The language of the device asking: the one chosen in Profile (its cookie), else the
   * best of Accept-Language, else English.
   */
  language: Language;
  /** The Idempotency-Key request header, when sent. */
  idempotencyKey: string | null;
  /** The client's address, for per-address limits. */
  clientIp: string;
  /** The request's id (also the `x-request-id` answer header), quoted in unexpected errors. */
  requestId: string;
  /**
   * The primary's WAL position after this client's last write (a cookie the server sets),
   * when it has one: a read replica serves the client only once it has replayed that far.
   */
  writePosition?: string | null;
  /**
   * Set by a server that speaks the request's language: an error answer's words in it
   * (`message` and `fields`; `code` and `reason` never change).
   */
  localizeError?: (body: ApiError) => ApiError;
  /**
   * Set by a server that traces: runs one procedure call inside a span of its own
   * (`run` answers tRPC's middleware result, which carries an error rather than throwing).
   */
  traceProcedure?: <T extends { ok: boolean }>(
    call: { path: string; type: string },
    run: () => Promise<T>,
  ) => Promise<T>;
}

export type SignedInContext = RequestContext & { viewer: Viewer };
