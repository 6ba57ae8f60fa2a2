import {
  ApiErrorSchema,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorReason,
} from "@tandem/api-contract";
import type { MatcherState } from "vitest";

/**
 * What the matchers accept: `call(...)`'s answer ({ status, body, text }), Fastify's
 * `app.inject(...)` answer ({ statusCode, body }) or a fetch Response (its body unread).
 */
interface ResponseLike {
  status?: unknown;
  statusCode?: unknown;
  body?: unknown;
  text?: unknown;
}

interface ResponseMatchers<R = unknown> {
  /** The answer's HTTP status is `status`; a failure prints the body the server sent. */
  toHaveStatus(status: number): R;
  /**
   * The answer is the API's error body (`ApiError`) with this status and code, and, when
   * given, this reason. A failure prints the body the server sent.
   */
  toFailWith<C extends ErrorCode>(
    status: (typeof ERROR_STATUS)[C],
    code: C,
    reason?: ErrorReason,
  ): R;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Matchers<T = any> extends ResponseMatchers<T> {}
}

const MAX_BODY_CHARS = 2000;

function statusOf(received: ResponseLike): number | undefined {
  const status = typeof received.status === "number" ? received.status : received.statusCode;
  return typeof status === "number" ? status : undefined;
}

/** The body as JSON (a parsed `body`, or `body`/`text` that parses), else undefined. */
function jsonOf(received: ResponseLike): unknown {
  const { body, text } = received;
  if (body !== undefined && typeof body !== "string" && !isStream(body)) return body;
  const raw = typeof text === "string" ? text : typeof body === "string" ? body : undefined;
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isStream(body: unknown): boolean {
  return typeof body === "object" && body !== null && "getReader" in body;
}

/** The body as the server sent it, for a failure message. */
function printBody(received: ResponseLike): string {
  const { body, text } = received;
  let printed: string;
  if (typeof text === "string") printed = text;
  else if (typeof body === "string") printed = body;
  else if (body === undefined || body === null) printed = "(no body)";
  else if (isStream(body)) printed = "(a stream, not read)";
  else printed = JSON.stringify(body, null, 2);
  if (printed === "") printed = "(empty)";
  return printed.length > MAX_BODY_CHARS
    ? `${printed.slice(0, MAX_BODY_CHARS)}… (${printed.length} characters)`
    : printed;
}

function isResponseLike(received: unknown): received is ResponseLike {
  return typeof received === "object" && received !== null && statusOf(received) !== undefined;
}

function notAResponse(this: MatcherState, received: unknown, name: string) {
  return {
    pass: false,
    message: () =>
      `${name}: expected an answer with a numeric status (call(...), app.inject(...) or fetch), got ${this.utils.printReceived(received)}`,
  };
}

export const responseMatchers = {
  toHaveStatus(this: MatcherState, received: unknown, expected: number) {
    if (!isResponseLike(received)) return notAResponse.call(this, received, "toHaveStatus");
    const status = statusOf(received);
    return {
      pass: status === expected,
      message: () =>
        this.isNot
          ? `expected a status other than ${expected}\nbody: ${printBody(received)}`
          : `expected status ${expected}, got ${status}\nbody: ${printBody(received)}`,
      actual: status,
      expected,
    };
  },

  toFailWith(
    this: MatcherState,
    received: unknown,
    expectedStatus: number,
    code: ErrorCode,
    reason?: ErrorReason,
  ) {
    if (!isResponseLike(received)) return notAResponse.call(this, received, "toFailWith");
    const status = statusOf(received);
    const parsed = ApiErrorSchema.safeParse(jsonOf(received));
    const problems: string[] = [];
    if (ERROR_STATUS[code] !== expectedStatus) {
      problems.push(`${code} is answered with ${ERROR_STATUS[code]}, not ${expectedStatus}`);
    }
    if (status !== expectedStatus) problems.push(`status ${status}, expected ${expectedStatus}`);
    if (!parsed.success) {
      problems.push("the body is not the API's error body ({ message, code, ... })");
    } else {
      if (parsed.data.code !== code) problems.push(`code ${parsed.data.code}, expected ${code}`);
      if (reason !== undefined && parsed.data.reason !== reason) {
        problems.push(`reason ${parsed.data.reason ?? "(none)"}, expected ${reason}`);
      }
    }
    const wanted = `${expectedStatus} ${code}${reason ? ` (${reason})` : ""}`;
    return {
      pass: problems.length === 0,
      message: () =>
        this.isNot
          ? `expected an answer other than ${wanted}\nbody: ${printBody(received)}`
          : `expected ${wanted}: ${problems.join("; ")}\nbody: ${printBody(received)}`,
    };
  },
};
