import { GENERIC_ICEBREAKER, ICEBREAKERS } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { matchOpener } from "./match-opener.js";

describe("matchOpener", () => {
  it("opens with the answer the like was about", () => {
    expect(matchOpener(7, ["food_tacos"], "fitness")).toBe(
      'You picked "Sunday runs": tell me more!',
    );
  });

  it("falls back to the icebreaker of the common answers, then a generic line", () => {
    expect(matchOpener(7, ["food_tacos"])).toBe(ICEBREAKERS.food_tacos);
    expect(matchOpener(7, ["food_tacos"], "not-a-tag")).toBe(ICEBREAKERS.food_tacos);
    expect(matchOpener(7, [])).toBe(GENERIC_ICEBREAKER);
  });
});
