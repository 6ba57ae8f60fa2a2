import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { vi } from "vitest";
import { ERROR_STATUS, type ApiError, type AppRouter, type ErrorCode } from "@tandem/api-contract";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The answers of the procedures a test calls, typed from the contract:
 * `stubTrpc({ matching: { discover: () => [candidate] } })`. Changing a procedure's schemas
 * breaks the tests that stub it at compile time.
 */
export type StubHandlers = {
  [Router in keyof Inputs]?: {
    [Procedure in keyof Inputs[Router]]?: (
      input: Inputs[Router][Procedure],
    ) => Outputs[Router][Procedure] | StubError;
  };
};

export interface StubCall {
  /** The procedure's path, "matching.discover". */
  path: string;
  input: unknown;
  headers: Headers;
}

/** An error answer, as the API sends it: the contract's ApiError with its code's HTTP status. */
export class StubError {
  readonly status: number;
  constructor(readonly error: ApiError & { code: ErrorCode }) {
    this.status = ERROR_STATUS[error.code];
  }
}

function handlerFor(handlers: StubHandlers, path: string) {
  const [router, procedure] = path.split(".") as [keyof StubHandlers, string];
  const procedures = handlers[router] as Record<string, (input: unknown) => unknown> | undefined;
  return procedures?.[procedure];
}

/** The wire format of tRPC's answer to one call of a batch (see the contract's errorFormatter). */
function answer(path: string, result: unknown) {
  if (!(result instanceof StubError)) return { result: { data: result } };
  const { message, code, ...details } = result.error;
  return {
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code as keyof typeof TRPC_ERROR_CODES_BY_KEY] ?? -32600,
      data: { code, httpStatus: result.status, path, ...details },
    },
  };
}

/**
 * Stubs `fetch` for the tRPC batch endpoint: each procedure answers what its handler returns
 * (data, or a StubError); a procedure without a handler answers 404. Records every call.
 */
export function stubTrpc(handlers: StubHandlers): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      const paths = decodeURIComponent(pathname.replace(/^\/trpc\//, "")).split(",");
      const inputs =
        init.method === "POST"
          ? (JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>)
          : (JSON.parse(searchParams.get("input") ?? "{}") as Record<string, unknown>);
      const headers = new Headers(init.headers);
      const answers = paths.map((path, i) => {
        const input = inputs[String(i)];
        calls.push({ path, input, headers });
        const handler = handlerFor(handlers, path);
        const result = handler
          ? handler(input)
          : new StubError({ code: "NOT_FOUND", message: `No stub for ${path}` });
        return answer(path, result);
      });
      return new Response(JSON.stringify(answers), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
