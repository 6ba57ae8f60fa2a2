import { describe, expect, it } from "vitest";
import { conversationTime } from "./conversation-time.js";

// Local times: the list speaks the reader's day.
const now = new Date(2026, 11, 2, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe("conversationTime", () => {
  it("says now, then minutes, within the hour", () => {
    expect(conversationTime(at(2026, 11, 2, 15, 29), new Date(2026, 11, 2, 15, 29, 40), "en")).toBe(
      "now",
    );
    expect(conversationTime(at(2026, 11, 2, 15, 25), now, "en")).toBe("5m");
    expect(conversationTime(at(2026, 11, 2, 14, 31), now, "en")).toBe("59m");
  });

  it("says the time today, the weekday this week, and the date before", () => {
    expect(conversationTime(at(2026, 11, 2, 9, 5), now, "en")).toMatch(/^09:05\sAM$/);
    expect(conversationTime(at(2026, 11, 1, 23, 50), now, "en")).toBe("Tue");
    expect(conversationTime(at(2026, 10, 26, 8, 0), now, "en")).toBe("Thu");
    expect(conversationTime(at(2026, 10, 25, 8, 0), now, "en")).toBe("Nov 25");
  });

  it("says each in Spanish", () => {
    expect(conversationTime(at(2026, 11, 2, 15, 29), new Date(2026, 11, 2, 15, 29, 40), "es")).toBe(
      "ahora",
    );
    expect(conversationTime(at(2026, 11, 2, 15, 25), now, "es")).toBe("5min");
    expect(conversationTime(at(2026, 11, 2, 9, 5), now, "es")).toBe("09:05");
    expect(conversationTime(at(2026, 11, 1, 23, 50), now, "es")).toBe("mar");
    expect(conversationTime(at(2026, 10, 25, 8, 0), now, "es")).toBe("25 nov");
  });
});
