import { describe, expect, it } from "vitest";
import { formatQuizDay, localDayKey } from "./quiz-day.js";

describe("formatQuizDay", () => {
  const now = new Date(2025, 5, 12, 9, 30); // 12 June 2025, local time

  it("names today and yesterday", () => {
    expect(localDayKey(now)).toBe("2025-06-12");
    expect(formatQuizDay("2025-06-12", now)).toBe("Today");
    expect(formatQuizDay("2025-06-11", now)).toBe("Yesterday");
  });

  it("writes other days out, with the year only when it is not this year", () => {
    expect(formatQuizDay("2025-06-09", now, "en-US")).toBe("Mon, Jun 9");
    expect(formatQuizDay("2024-12-31", now, "en-US")).toBe("Tue, Dec 31, 2024");
  });

  it("handles month boundaries for 'Yesterday'", () => {
    expect(formatQuizDay("2025-02-28", new Date(2025, 2, 1, 0, 5))).toBe("Yesterday");
  });

  it("returns anything unexpected as it is", () => {
    expect(formatQuizDay("soon", now)).toBe("soon");
  });
});
