import { DISCOVERY_TAGS } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { sharedLine } from "./shared-line.js";

describe("sharedLine", () => {
  it("says what two people share, in words, two things at most by name", () => {
    expect(sharedLine([])).toBeNull();
    expect(sharedLine(["food_tacos"])).toBe("You both love tacos");
    expect(sharedLine(["food_tacos", "fitness"])).toBe("You both love tacos and Sunday runs");
    expect(sharedLine(["music_pop", "food_tacos", "fitness"])).toBe(
      "You both love pop, tacos and 1 more thing",
    );
    expect(sharedLine(["music_pop", "food_tacos", "fitness", "travel_beach"])).toBe(
      "You both love pop, tacos and 2 more things",
    );
  });

  it("has words for every answer of the quiz, and leaves unknown tags out", () => {
    for (const tag of DISCOVERY_TAGS) expect(sharedLine([tag])).toMatch(/^You both love \S/);
    expect(sharedLine(["not_a_tag"])).toBeNull();
  });
});
