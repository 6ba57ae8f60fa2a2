import { describe, expect, it } from "vitest";
import { heatLevel, percent, retentionShare, shownCell, toCsv } from "./figures.js";

describe("the Insights figures as tables and CSV", () => {
  it("shows a hidden small count in words, never as a number", () => {
    expect(shownCell({ value: null, fewerThan5: true }, "fewer than 5")).toBe("fewer than 5");
    expect(shownCell({ value: 0, fewerThan5: false }, "fewer than 5")).toBe(0);
    expect(shownCell({ value: 12, fewerThan5: false }, "fewer than 5")).toBe(12);
  });

  it("writes RFC 4180 CSV with CRLF, quoting and formula-looking fields made inert", () => {
    const csv = toCsv({
      head: ["Reward", "Redemptions"],
      rows: [
        ['Coffee, "large"', 7],
        ["=HYPERLINK()", "fewer than 5"],
      ],
    });
    expect(csv).toBe(
      'Reward,Redemptions\r\n"Coffee, ""large""",7\r\n\'=HYPERLINK(),fewer than 5\r\n',
    );
  });

  it("gives a cohort's share only when both counts are shown", () => {
    expect(retentionShare({ value: 20, fewerThan5: false }, { value: 5, fewerThan5: false })).toBe(
      0.25,
    );
    expect(
      retentionShare({ value: 20, fewerThan5: false }, { value: null, fewerThan5: true }),
    ).toBe(null);
    expect(percent(0.254)).toBe("25%");
    expect(percent(null)).toBe("");
  });

  it("puts a share on the heat map's step that its shown percentage names", () => {
    expect([0, 0.04, 0.044, 0.045, 0.09, 0.1, 0.199, 0.2, 0.39, 0.4, 1].map(heatLevel)).toEqual([
      0, 0, 0, 1, 1, 2, 3, 3, 3, 4, 4,
    ]);
  });
});
