import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar.js";

describe("calendarDay", () => {
  it("turns at local midnight, to the minute, in zones with odd offsets", () => {
    // Kathmandu is UTC+05:45, Chatham UTC+13:45 in its summer, St John's UTC-03:30.
    const cases = [
      ["Asia/Kathmandu", "2026-11-25T18:14:59.999Z", "2026-11-25", "2026-11-25T18:15:00.000Z"],
      ["Pacific/Chatham", "2026-11-25T10:14:59.999Z", "2026-11-25", "2026-11-25T10:15:00.000Z"],
      ["America/St_Johns", "2026-11-26T03:29:59.999Z", "2026-11-25", "2026-11-26T03:30:00.000Z"],
    ] as const;
    for (const [zone, before, day, after] of cases) {
      // Asked twice within the same minute, then just after midnight.
      expect(calendarDay(zone, new Date(before))).toBe(day);
      expect(calendarDay(zone, new Date(before))).toBe(day);
      expect(calendarDay(zone, new Date(after))).toBe("2026-11-26");
      expect(calendarDay(zone, new Date(before))).toBe(day);
    }
  });

  it("keeps zones apart and counts an unknown zone as UTC", () => {
    const at = new Date("2026-11-25T23:30:00.000Z");
    expect(calendarDay("Europe/Paris", at)).toBe("2026-11-26");
    expect(calendarDay("America/Los_Angeles", at)).toBe("2026-11-25");
    expect(calendarDay("Not/A_Zone", at)).toBe("2026-11-25");
  });
});
