import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_BATCH_CALLS } from "@tandem/api-contract";
import { createTrpcClient } from "./trpc.js";

afterEach(() => vi.unstubAllGlobals());

describe("the web client's batches", () => {
  it(`never sends more than ${MAX_BATCH_CALLS} calls in one request (the server refuses more)`, async () => {
    const callsPerRequest: number[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const paths = decodeURIComponent(new URL(url, "http://localhost").pathname)
          .replace(/^\/trpc\//, "")
          .split(",");
        callsPerRequest.push(paths.length);
        const answers = paths.map(() => ({ result: { data: { ok: true } } }));
        return new Response(JSON.stringify(answers), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const client = createTrpcClient();
    const count = 2 * MAX_BATCH_CALLS + 5;
    // Different inputs, so every call is its own (nothing is de-duplicated).
    await Promise.all(
      Array.from({ length: count }, (_, i) => client.quiz.history.query({ limit: (i % 20) + 1 })),
    );
    expect(callsPerRequest.reduce((sum, n) => sum + n, 0)).toBe(count);
    expect(Math.max(...callsPerRequest)).toBe(MAX_BATCH_CALLS);
  });
});
