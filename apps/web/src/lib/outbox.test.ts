import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { isNetworkError } from "./network.js";
import { isWaiting, shouldRetry } from "./outbox.js";

const answered = (httpStatus: number) =>
  new TRPCClientError("refused", {
    result: { error: { message: "refused", code: -32600, data: { httpStatus } } },
  });
const unreachable = () => TRPCClientError.from(new TypeError("Failed to fetch"));

describe("queued actions", () => {
  it("try again without a network, a few times on a busy server, never on a refusal", () => {
    expect(isNetworkError(unreachable())).toBe(true);
    expect(shouldRetry(50, unreachable())).toBe(true);
    expect(isNetworkError(answered(503))).toBe(false);
    expect(shouldRetry(0, answered(503))).toBe(true);
    expect(shouldRetry(2, answered(429))).toBe(true);
    expect(shouldRetry(3, answered(503))).toBe(false);
    expect(shouldRetry(0, answered(400))).toBe(false);
    expect(shouldRetry(0, answered(409))).toBe(false);
  });

  it("wait while paused or after a failed try, not while first sending", () => {
    expect(isWaiting({ status: "pending", isPaused: true, failureCount: 0 })).toBe(true);
    expect(isWaiting({ status: "pending", isPaused: false, failureCount: 1 })).toBe(true);
    expect(isWaiting({ status: "pending", isPaused: false, failureCount: 0 })).toBe(false);
    expect(isWaiting({ status: "error", isPaused: false, failureCount: 1 })).toBe(false);
  });
});
