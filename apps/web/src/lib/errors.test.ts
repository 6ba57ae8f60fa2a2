import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS } from "@tandem/api-contract";

const toast = vi.fn();
vi.mock("@tandem/ui", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const { describeError, errorText, handleUnauthorized, isUnauthorized, loginUrl, toastError } =
  await import("./errors.js");

function trpcError(message: string, httpStatus: number, code: string, extra = {}) {
  return TRPCClientError.from({
    error: { code: -32000, message, data: { code, httpStatus, ...extra } },
  });
}

describe("describeError", () => {
  it("reads the contract's fields, reason and request id", () => {
    const error = trpcError("Phone number: enter a phone number.", 400, "BAD_REQUEST", {
      fields: { phoneNumber: "Enter a phone number." },
    });
    expect(describeError(error)).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: "Phone number: enter a phone number.",
      fields: { phoneNumber: "Enter a phone number." },
    });
    const conflict = trpcError("Set up your profile first.", 409, "CONFLICT", {
      reason: "PROFILE_REQUIRED",
    });
    expect(describeError(conflict).reason).toBe("PROFILE_REQUIRED");
    const unexpected = trpcError("Something went wrong", 500, "INTERNAL_SERVER_ERROR", {
      requestId: "req-1",
    });
    expect(describeError(unexpected).requestId).toBe("req-1");
  });

  it("reads a failure that never reached the server", () => {
    expect(describeError(new TypeError("Failed to fetch"))).toMatchObject({
      status: undefined,
      message: "Failed to fetch",
      fields: {},
    });
  });
});

describe("errorText", () => {
  it("formats '{status}: {message}'", () => {
    expect(errorText(trpcError("This code is invalid or has expired.", 400, "BAD_REQUEST"))).toBe(
      "400: This code is invalid or has expired.",
    );
    expect(errorText(trpcError("Unauthorized", 401, "UNAUTHORIZED"))).toBe("401: Unauthorized");
  });

  it("has no status prefix when the request never got an answer", () => {
    expect(errorText(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});

describe("toastError", () => {
  beforeEach(() => toast.mockClear());

  it("shows the spec's text, then the server's reason for a 4xx", () => {
    toastError(trpcError("You cannot report yourself.", 400, "BAD_REQUEST"), {
      text: "Something went wrong. Please try again.",
    });
    expect(toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Something went wrong. Please try again. You cannot report yourself.",
      variant: "destructive",
    });
  });

  it("shows only the spec's text for a server failure", () => {
    toastError(trpcError("Something went wrong on our side.", 500, "INTERNAL_SERVER_ERROR"), {
      text: "Failed to send like. Please try again.",
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Failed to send like. Please try again." }),
    );
  });

  it("shows '{status}: {message}' without a text, and only the message when plain", () => {
    const error = trpcError("Enter a valid e-mail address.", 400, "BAD_REQUEST");
    toastError(error);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: "Error",
        description: "400: Enter a valid e-mail address.",
      }),
    );
    toastError(error, { plain: true });
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: "Enter a valid e-mail address." }),
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
