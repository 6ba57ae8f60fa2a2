import { describe, expect, it } from "vitest";
import { distanceUnit, formatDate, formatDistance, formatNumber, toKm } from "./format.js";

const may3 = new Date("2026-05-03T14:05:00Z");

describe("formatting in the UI's language", () => {
  it("writes dates in the language, not the browser's", () => {
    expect(formatDate("en", may3, "dayMonthYear", "UTC")).toBe("May 3, 2026");
    expect(formatDate("es", may3, "dayMonthYear", "UTC")).toBe("3 de mayo de 2026");
    expect(formatDate("es", "2026-05-03T14:05:00Z", "time", "UTC")).toBe("14:05");
    expect(formatDate("en", may3.getTime(), "time", "UTC")).toBe("02:05 PM");
  });

  it("writes numbers in the language", () => {
    expect(formatNumber("en", 12345.5)).toBe("12,345.5");
    expect(formatNumber("es", 12345.5)).toBe("12.345,5");
  });

  it("reads distances in miles in the US, the UK, Liberia and Myanmar only", () => {
    expect(["US", "gb", "LR", "MM"].map(distanceUnit)).toEqual(Array(4).fill("mile"));
    expect(["ES", "MX", "IE", undefined].map(distanceUnit)).toEqual(Array(4).fill("kilometer"));
    expect(formatDistance("en", 100, "mile")).toBe("62 mi");
    expect(formatDistance("es", 100, "kilometer")).toBe("100 km");
    expect(toKm(62, "mile")).toBe(100);
  });
});
