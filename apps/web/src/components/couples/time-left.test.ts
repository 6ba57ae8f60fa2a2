import { describe, expect, it } from "vitest";
import { timeLeft } from "./time-left.js";

describe("timeLeft", () => {
  const now = Date.parse("2026-12-02T10:00:00Z");
  const at = (ms: number) => new Date(now + ms).toISOString();

  it("says whole hours from one hour on, rounded down", () => {
    expect(timeLeft(at(24 * 3_600_000), now)).toBe("24 hours");
    expect(timeLeft(at(23 * 3_600_000 + 59 * 60_000), now)).toBe("23 hours");
    expect(timeLeft(at(3_600_000), now)).toBe("1 hour");
  });

  it("says minutes below an hour, at least one, and nothing once past", () => {
    expect(timeLeft(at(59 * 60_000 + 30_000), now)).toBe("59 minutes");
    expect(timeLeft(at(20_000), now)).toBe("1 minute");
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-5_000), now)).toBeNull();
  });
});
