import { GENERIC_ICEBREAKER, ICEBREAKERS } from "@tandem/api-contract";
import { loadCopy, translator } from "@tandem/i18n";
import { describe, expect, it } from "vitest";
import { icebreakerText, matchOpener, openerCopy } from "./match-opener.js";

const en = translator(openerCopy, "en");

describe("matchOpener", () => {
  it("opens with the answer the like was about", () => {
    expect(matchOpener(en, 7, ["food_tacos"], "fitness")).toBe(
      'You picked "Sunday runs": tell me more!',
    );
  });

  it("falls back to the icebreaker of the common answers, then a generic line", () => {
    expect(matchOpener(en, 7, ["food_tacos"])).toBe(ICEBREAKERS.food_tacos);
    expect(matchOpener(en, 7, ["food_tacos"], "not-a-tag")).toBe(ICEBREAKERS.food_tacos);
    expect(matchOpener(en, 7, [])).toBe(GENERIC_ICEBREAKER);
  });

  it("says the server's icebreaker in Spanish, and an unknown line as it came", async () => {
    await loadCopy(openerCopy, "es");
    const es = translator(openerCopy, "es");
    expect(icebreakerText(es, ICEBREAKERS.brunch)).toBe(
      "A los dos nos encanta el brunch. ¿Dulce o salado?",
    );
    expect(icebreakerText(es, GENERIC_ICEBREAKER)).toBe("¿Qué te hizo sonreír hoy?");
    expect(icebreakerText(es, "Hello there")).toBe("Hello there");
  });
});
