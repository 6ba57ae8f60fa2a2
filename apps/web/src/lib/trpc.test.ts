import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_BATCH_CALLS } from "@tandem/api-contract";
import { stubTrpc } from "../test/trpc-stub.js";
import { createTrpcClient } from "./trpc.js";

afterEach(() => vi.unstubAllGlobals());

describe("the web client's batches", () => {
  it(`never sends more than ${MAX_BATCH_CALLS} calls in one request (the server refuses more)`, async () => {
    const calls = stubTrpc({ quiz: { history: () => ({ days: [], nextCursor: null }) } });
    const client = createTrpcClient();
    const count = 2 * MAX_BATCH_CALLS + 5;
    // Different inputs, so every call is its own (nothing is de-duplicated).
    await Promise.all(
      Array.from({ length: count }, (_, i) => client.quiz.history.query({ limit: (i % 20) + 1 })),
    );
    const callsPerRequest = new Map<number, number>();
    for (const { request } of calls) {
      callsPerRequest.set(request, (callsPerRequest.get(request) ?? 0) + 1);
    }
    expect(calls).toHaveLength(count);
    expect(Math.max(...callsPerRequest.values())).toBe(MAX_BATCH_CALLS);
  });
});
