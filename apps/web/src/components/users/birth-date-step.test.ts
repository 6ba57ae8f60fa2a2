import { describe, expect, it } from "vitest";
import { birthDateOf } from "./birth-date-step.js";

const form = (day: string, month: string, year: string) => {
  const data = new FormData();
  data.set("day", day);
  data.set("month", month);
  data.set("year", year);
  return data;
};

describe("birthDateOf", () => {
  it("writes the three boxes as the API takes them, padded", () => {
    expect(birthDateOf(form("4", "3", "1995"))).toBe("1995-03-04");
    expect(birthDateOf(form(" 29 ", "02", "2004"))).toBe("2004-02-29");
  });

  it("sends nothing for three empty boxes, and a half-filled date as typed", () => {
    expect(birthDateOf(form("", "", ""))).toBe("");
    expect(birthDateOf(form("14", "", "1995"))).toBe("1995-00-14");
  });
});
