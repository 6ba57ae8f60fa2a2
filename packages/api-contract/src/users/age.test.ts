import { describe, expect, it } from "vitest";
import { ageGroupOf, ageOn, bornByForAge, isCalendarDay } from "./age.js";

describe("ages from birth dates", () => {
  it("counts whole years, a year more on the birthday itself", () => {
    expect(ageOn("2008-12-02", "2026-12-01")).toBe(17);
    expect(ageOn("2008-12-02", "2026-12-02")).toBe(18);
    expect(ageOn("2008-12-03", "2026-12-02")).toBe(17);
  });

  it("makes someone born on 29 February a year older on 1 March in other years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("gives the latest birth date of an age, 28 February for a missing 29th", () => {
    expect(bornByForAge("2026-12-02", 18)).toBe("2008-12-02");
    expect(bornByForAge("2028-02-29", 18)).toBe("2010-02-28");
    expect(bornByForAge("2028-02-29", 20)).toBe("2008-02-29");
    // Born on or before it: exactly that old or more, by ageOn.
    expect(ageOn("2010-02-28", "2028-02-29")).toBe(18);
    expect(ageOn("2010-03-01", "2028-02-29")).toBe(17);
  });

  it("knows a calendar day from a typing slip", () => {
    expect(isCalendarDay("2008-02-29")).toBe(true);
    expect(isCalendarDay("2007-02-29")).toBe(false);
    expect(isCalendarDay("1995-13-01")).toBe(false);
    expect(isCalendarDay("1995-3-1")).toBe(false);
  });

  it("groups ages as the spec does", () => {
    expect(ageGroupOf(17)).toBeNull();
    expect(ageGroupOf(18)).toBe("18-22");
    expect(ageGroupOf(22)).toBe("18-22");
    expect(ageGroupOf(23)).toBe("23-27");
    expect(ageGroupOf(42)).toBe("38-42");
    expect(ageGroupOf(43)).toBe("43+");
    expect(ageGroupOf(120)).toBe("43+");
  });
});
