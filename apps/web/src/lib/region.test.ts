import { describe, expect, it } from "vitest";
import { browserRegion } from "./region.js";

describe("browserRegion", () => {
  it.each([
    [["fr-FR"], "FR"],
    [["en-GB", "en"], "GB"],
    [["de"], "DE"],
    [["en"], "US"],
    [["not a tag", "pt-BR"], "BR"],
    [[], undefined],
  ])("reads %j as %s", (languages, region) => {
    expect(browserRegion(languages)).toBe(region);
  });
});
