import { describe, expect, it } from "vitest";
import { coupleDay, coupleDayLabel, partnerName } from "./partner-name.js";

describe("partnerName", () => {
  const base = { firstName: null, lastName: null, email: null };

  it("prefers the full name", () => {
    expect(
      partnerName({ ...base, firstName: "Sam", lastName: "Rivera", email: "sam@x.test" }),
    ).toBe("Sam Rivera");
  });

  it("falls back to the first name", () => {
    expect(partnerName({ ...base, firstName: " Sam ", email: "sam@x.test" })).toBe("Sam");
  });

  it("uses the first name even when only the last name is missing, not the last name alone", () => {
    expect(partnerName({ ...base, lastName: "Rivera", email: "sam.r@x.test" })).toBe("sam.r");
  });

  it("falls back to the e-mail's local part", () => {
    expect(partnerName({ ...base, email: "pair-b-123@example.test" })).toBe("pair-b-123");
  });

  it("ends with 'Partner'", () => {
    expect(partnerName(base)).toBe("Partner");
    expect(partnerName({ ...base, firstName: "  ", email: "@example.test" })).toBe("Partner");
    expect(partnerName(null)).toBe("Partner");
  });
});

describe("coupleDay / coupleDayLabel", () => {
  const created = "2025-03-01T10:00:00.000Z";
  const at = (iso: string) => new Date(iso).getTime();

  it("counts days since the couple was created, rounded up", () => {
    expect(coupleDay(created, at("2025-03-01T10:00:01.000Z"))).toBe(1);
    expect(coupleDay(created, at("2025-03-02T10:00:00.000Z"))).toBe(1);
    expect(coupleDay(created, at("2025-03-02T10:00:01.000Z"))).toBe(2);
    expect(coupleDay(created, at("2025-03-11T09:00:00.000Z"))).toBe(10);
    expect(coupleDayLabel(created, undefined, at("2025-03-11T09:00:00.000Z"))).toBe("Day 10");
  });

  it("is day 1 at the very moment of pairing (and with a clock slightly behind)", () => {
    expect(coupleDay(created, at(created))).toBe(1);
    expect(coupleDay(created, at("2025-03-01T09:59:00.000Z"))).toBe(1);
  });

  it("says 'Connected' without a usable date", () => {
    expect(coupleDayLabel(undefined)).toBe("Connected");
    expect(coupleDayLabel(null)).toBe("Connected");
    expect(coupleDayLabel("not a date")).toBe("Connected");
  });
});
