import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { msUntilNextLocalDay } from "./use-day-rollover.js";

const invalidated: string[] = [];
vi.mock("../lib/trpc.js", () => ({
  trpc: {
    useUtils: () => ({
      quiz: { invalidate: () => invalidated.push("quiz") },
      couple: { get: { invalidate: () => invalidated.push("couple.get") } },
    }),
  },
}));

const { useDayRollover, useLocalDay } = await import("./use-day-rollover.js");

afterEach(() => {
  vi.useRealTimers();
  invalidated.length = 0;
});

describe("msUntilNextLocalDay", () => {
  it("counts to just past the next local midnight", () => {
    expect(msUntilNextLocalDay(new Date(2026, 10, 22, 23, 59, 0))).toBe(61_000);
    expect(msUntilNextLocalDay(new Date(2026, 10, 22, 0, 0, 1))).toBe(24 * 60 * 60 * 1000);
  });
});

describe("useDayRollover", () => {
  it("refetches the quiz and moves the local day on at midnight, with one timer", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 30));
    renderHook(() => useDayRollover());
    // Mounting checks the day once (the module's day is the real clock's): start from here.
    invalidated.length = 0;
    const day = renderHook(() => useLocalDay());
    const before = day.result.current;
    expect(before).toBe("2026-11-22");

    act(() => void vi.advanceTimersByTime(20_000));
    expect(invalidated).toEqual([]);
    act(() => void vi.advanceTimersByTime(15_000));
    expect(invalidated).toEqual(["quiz", "couple.get"]);
    expect(day.result.current).not.toBe(before);
    expect(day.result.current).toBe("2026-11-23");
  });
});
