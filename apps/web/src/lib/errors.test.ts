import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS } from "@tandem/api-contract";

const toast = vi.fn();
vi.mock("@tandem/ui", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const { errorMessage, handleUnauthorized, isUnauthorized, loginUrl, serverMessage } =
  await import("./errors.js");

function trpcError(message: string, httpStatus: number, code: string) {
  return TRPCClientError.from({ error: { code: -32000, message, data: { code, httpStatus } } });
}

describe("errorMessage", () => {
  it("formats '{status}: {message}'", () => {
    expect(
      errorMessage(trpcError("This code is invalid or has expired.", 400, "BAD_REQUEST")),
    ).toBe("400: This code is invalid or has expired.");
    expect(errorMessage(trpcError("Unauthorized", 401, "UNAUTHORIZED"))).toBe("401: Unauthorized");
  });

  it("turns zod issues into readable field messages", () => {
    const issues = JSON.stringify([{ path: ["phoneNumber"], message: "Required" }]);
    expect(errorMessage(trpcError(issues, 400, "BAD_REQUEST"))).toBe("400: phoneNumber: Required");
  });

  it("has no status prefix when the request never got an answer", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(serverMessage(trpcError("Invalid email address", 400, "BAD_REQUEST"))).toBe(
      "Invalid email address",
    );
  });
});

describe("isUnauthorized", () => {
  it("recognises a 401", () => {
    expect(isUnauthorized(trpcError("Unauthorized", 401, "UNAUTHORIZED"))).toBe(true);
    expect(isUnauthorized(trpcError("Only admins can do this.", 403, "FORBIDDEN"))).toBe(false);
    expect(isUnauthorized(new Error("boom"))).toBe(false);
  });
});

describe("handleUnauthorized", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("toasts, then goes to the login page with the current path after 0.5 s", () => {
    window.history.replaceState(null, "", "/app/profile?tab=1");
    expect(loginUrl()).toBe("/api/login?returnTo=%2Fapp%2Fprofile%3Ftab%3D1");
    const assign = vi.fn();
    const original = Object.getOwnPropertyDescriptor(window, "location");
    Object.defineProperty(window, "location", {
      configurable: true,
      value: {
        ...window.location,
        pathname: "/app/profile",
        search: "",
        hash: "",
        set href(url: string) {
          assign(url);
        },
      },
    });
    try {
      handleUnauthorized();
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Unauthorized",
          description: "You are logged out. Logging in again...",
        }),
      );
      vi.advanceTimersByTime(LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fapp%2Fprofile");
    } finally {
      if (original) Object.defineProperty(window, "location", original);
    }
  });
});
