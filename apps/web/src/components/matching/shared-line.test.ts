import { DISCOVERY_TAGS } from "@tandem/api-contract";
import { loadCopy, translator } from "@tandem/i18n";
import { describe, expect, it } from "vitest";
import { sharedLine, sharedLineCopy } from "./shared-line.js";

const en = translator(sharedLineCopy, "en");

describe("sharedLine", () => {
  it("says what two people share, in words, two things at most by name", () => {
    expect(sharedLine(en, [])).toBeNull();
    expect(sharedLine(en, ["food_tacos"])).toBe("You both love tacos");
    expect(sharedLine(en, ["food_tacos", "fitness"])).toBe("You both love tacos and Sunday runs");
    expect(sharedLine(en, ["music_pop", "food_tacos", "fitness"])).toBe(
      "You both love pop, tacos and 1 more thing",
    );
    expect(sharedLine(en, ["music_pop", "food_tacos", "fitness", "travel_beach"])).toBe(
      "You both love pop, tacos and 2 more things",
    );
  });

  it("has words for every answer of the quiz, and leaves unknown tags out", () => {
    for (const tag of DISCOVERY_TAGS) expect(sharedLine(en, [tag])).toMatch(/^You both love \S/);
    expect(sharedLine(en, ["not_a_tag"])).toBeNull();
  });

  it("says it in Spanish", async () => {
    await loadCopy(sharedLineCopy, "es");
    const es = translator(sharedLineCopy, "es");
    expect(sharedLine(es, ["food_tacos", "fitness"])).toBe(
      "En común: los tacos y correr los domingos",
    );
    expect(sharedLine(es, ["music_pop", "food_tacos", "fitness"])).toBe(
      "En común: el pop, los tacos y 1 cosa más",
    );
  });
});
