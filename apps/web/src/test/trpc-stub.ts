import type { ApiError } from "@tandem/api-contract";
import { vi } from "vitest";

export interface StubCall {
  path: string;
  input: unknown;
  headers: Headers;
}

type Handler = (input: unknown) => unknown;

/** An error answer of one procedure, as the tRPC server sends it. */
export class StubError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code = "BAD_REQUEST",
    readonly details: Omit<ApiError, "message" | "code"> = {},
  ) {}
}

/**
 * Stubs `fetch` for the tRPC batch endpoint: each procedure path maps to a handler whose
 * return value is the answer's data (or a StubError). Records every call.
 */
export function stubTrpc(handlers: Record<string, Handler>): StubCall[] {
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
        const handler = handlers[path];
        const result = handler
          ? handler(input)
          : new StubError(404, `No stub for ${path}`, "NOT_FOUND");
        if (result instanceof StubError) {
          return {
            error: {
              message: result.message,
              code: -32600,
              data: { code: result.code, httpStatus: result.status, path, ...result.details },
            },
          };
        }
        return { result: { data: result } };
      });
      return new Response(JSON.stringify(answers), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}
