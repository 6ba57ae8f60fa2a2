import { describe, expect, it } from "vitest";
import { browserRegion, phoneExample } from "./region.js";

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

describe("phoneExample", () => {
  it("gives the region's own example, else an international one", () => {
    expect(phoneExample("ES")).toBe("+34 612 34 56 78");
    expect(phoneExample("US")).toBe("+1 415 555 0199");
    expect(phoneExample("ZZ")).toBe("+44 7700 900123");
    expect(phoneExample(undefined)).toBe("+44 7700 900123");
  });
});
