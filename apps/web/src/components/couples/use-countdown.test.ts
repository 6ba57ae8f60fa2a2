import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTDOWN_TICK_MS } from "@tandem/api-contract";
import { formatCountdown, useCountdown } from "./use-countdown.js";

describe("formatCountdown", () => {
  it("shows mm:ss, rounded up to the second", () => {
    expect(formatCountdown(15 * 60 * 1000)).toBe("15:00");
    expect(formatCountdown(65_000)).toBe("01:05");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5)).toBe("00:00");
  });
});

describe("useCountdown", () => {
  const start = new Date("2025-06-01T12:00:00.000Z");

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const inMs = (ms: number) => new Date(start.getTime() + ms).toISOString();

  it("counts down from the server's expiry every tick", () => {
    const { result } = renderHook(() => useCountdown(inMs(2 * 60 * 1000 + 5_000)));
    expect(result.current.label).toBe("02:05");
    act(() => {
      vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    });
    expect(result.current.label).toBe("02:04");
    act(() => {
      vi.advanceTimersByTime(64 * COUNTDOWN_TICK_MS);
    });
    expect(result.current.label).toBe("01:00");
    expect(result.current.expired).toBe(false);
  });

  it("says 'Expired' at 0", () => {
    const { result } = renderHook(() => useCountdown(inMs(3_000)));
    act(() => {
      vi.advanceTimersByTime(2 * COUNTDOWN_TICK_MS);
    });
    expect(result.current.label).toBe("00:01");
    act(() => {
      vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    });
    expect(result.current.expired).toBe(true);
    expect(result.current.label).toBe("Expired");
    expect(result.current.remainingMs).toBe(0);
  });

  it("reads the clock rather than counting ticks (a sleeping tab catches up)", () => {
    const { result } = renderHook(() => useCountdown(inMs(10 * 60 * 1000)));
    act(() => {
      // The clock jumps 5 minutes while no timer fired; the next tick shows the real time left.
      vi.setSystemTime(new Date(start.getTime() + 5 * 60 * 1000));
      vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    });
    expect(result.current.label).toBe("04:59");
  });

  it("restarts from a new expiry", () => {
    const { result, rerender } = renderHook<
      ReturnType<typeof useCountdown>,
      { expiresAt: string | null }
    >(({ expiresAt }) => useCountdown(expiresAt), { initialProps: { expiresAt: inMs(1_000) } });
    act(() => {
      vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    });
    expect(result.current.label).toBe("Expired");
    rerender({ expiresAt: inMs(COUNTDOWN_TICK_MS + 15 * 60 * 1000) });
    expect(result.current.label).toBe("15:00");
    expect(result.current.expired).toBe(false);
    rerender({ expiresAt: null });
    expect(result.current).toEqual({ remainingMs: null, expired: false, label: "" });
  });
});
