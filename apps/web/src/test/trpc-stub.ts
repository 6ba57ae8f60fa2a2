import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { vi } from "vitest";
import {
  ERROR_STATUS,
  IDEMPOTENCY_KEY_HEADER,
  TIME_ZONE_HEADER,
  type ApiError,
  type ErrorCode,
  type RequestContext,
} from "@tandem/api-contract";
// The one place the web imports the contract's server half: the tests serve their stubs
// through the real router, so inputs and outputs meet the contract's schemas.
import { AppError, createAppRouter, type Handlers } from "@tandem/api-contract/server";
import { authUser } from "./fixtures.js";

/** An error answer, as the API sends it: the contract's ApiError with its code's HTTP status. */
export class StubError {
  readonly status: number;
  constructor(readonly error: ApiError & { code: ErrorCode }) {
    this.status = ERROR_STATUS[error.code];
  }
}

/** One procedure's stand-in: the server handler's input, without its context. */
type StubProcedure<H> = H extends (ctx: never, ...input: infer Input) => Promise<infer Output>
  ? (...input: Input) => Output | StubError | Promise<Output | StubError>
  : never;

/**
 * The answers of the procedures a test calls, typed from the contract's handlers:
 * `stubTrpc({ matching: { discover: () => [candidate] } })`. Return (or throw) a StubError
 * to fail. Changing a procedure's schemas breaks the tests that stub it at compile time.
 */
export type StubHandlers = {
  [Domain in keyof Handlers]?: {
    [Procedure in keyof Handlers[Domain]]?: StubProcedure<Handlers[Domain][Procedure]>;
  };
};

export interface StubCall {
  /** The procedure's path, "matching.discover". */
  path: string;
  /** The input as the client sent it (before the contract's schema parsed it). */
  input: unknown;
  headers: Headers;
  /** Which request of the test carried the call (0 for the first); a batch shares one. */
  request: number;
}

type AppErrorCode = ConstructorParameters<typeof AppError>[0];
const APP_ERROR_CODES = new Set<string>([
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE_CONTENT",
  "TOO_MANY_REQUESTS",
  "SERVICE_UNAVAILABLE",
] satisfies AppErrorCode[]);

/** What the server's services throw for `stub`: the error formatter turns it into the body. */
function thrown({ error }: StubError): TRPCError {
  const { code, message, fields, reason } = error;
  if (APP_ERROR_CODES.has(code)) {
    return new AppError(code as AppErrorCode, message, {
      ...(fields ? { fields } : {}),
      ...(reason ? { reason } : {}),
    });
  }
  // An unexpected failure: the API answers its generic sentence, as here.
  return new TRPCError({ code, message });
}

/**
 * The contract's `Handlers`, answered by `stubs`: a procedure with no stub fails with
 * NOT_IMPLEMENTED (501), naming itself in the console.
 */
function handlersFrom(stubs: StubHandlers): Handlers {
  const domain = (name: string) =>
    new Proxy(
      {},
      {
        get: (_target, procedure) => {
          if (typeof procedure !== "string") return undefined;
          return async (_ctx: unknown, ...input: unknown[]) => {
            const path = `${name}.${procedure}`;
            const stub = (stubs as Record<string, Record<string, unknown> | undefined>)[name]?.[
              procedure
            ] as ((...input: unknown[]) => unknown) | undefined;
            if (!stub) {
              console.warn(`trpc-stub: no stub for ${path}`);
              throw new TRPCError({ code: "NOT_IMPLEMENTED", message: `No stub for ${path}` });
            }
            let result: unknown;
            try {
              result = await stub(...input);
            } catch (error) {
              throw error instanceof StubError ? thrown(error) : error;
            }
            if (result instanceof StubError) throw thrown(result);
            return result;
          };
        },
      },
    );
  return new Proxy({} as Handlers, { get: (_target, name) => domain(String(name)) });
}

/** The signed-in person every stubbed request stands for (staff, so admin screens work too). */
function contextOf(req: Request): RequestContext {
  return {
    viewer: { id: authUser().id, role: "admin" },
    apiToken: null,
    sessionId: "stub-session",
    timeZone: req.headers.get(TIME_ZONE_HEADER),
    language: "en",
    idempotencyKey: req.headers.get(IDEMPOTENCY_KEY_HEADER),
    clientIp: "127.0.0.1",
    requestId: "stub-request",
  };
}

/**
 * Stubs `fetch` with the real tRPC router of the contract behind tRPC's fetch adapter: each
 * procedure answers what its stub returns, after the contract's input schema accepted what
 * the client sent and before its output schema checks the answer, in the server's wire
 * format and error bodies. Records every call. Other addresses answer 404.
 */
export function stubTrpc(stubs: StubHandlers): StubCall[] {
  const calls: StubCall[] = [];
  const router = createAppRouter(handlersFrom(stubs));
  let requests = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const req = new Request(new URL(url, "http://localhost"), init);
      if (!new URL(req.url).pathname.startsWith("/trpc/")) {
        return Response.json(
          { message: `No stub for ${req.method} ${req.url}`, code: "NOT_FOUND" },
          { status: 404 },
        );
      }
      const request = requests++;
      return fetchRequestHandler({
        endpoint: "/trpc",
        req,
        router,
        createContext: async ({ info }) => {
          for (const call of info.calls) {
            calls.push({
              path: call.path,
              input: await call.getRawInput(),
              headers: req.headers,
              request,
            });
          }
          return contextOf(req);
        },
      });
    }),
  );
  return calls;
}
