import { describe, expect, it } from "vitest";
import { acceptedLanguages, negotiateLocale, pageLocale } from "./locales.js";

describe("locale negotiation", () => {
  it("takes the first language the app speaks, by its language part", () => {
    expect(negotiateLocale(["fr-FR", "es-MX", "en-US"])).toBe("es");
    expect(negotiateLocale(["en-GB", "es"])).toBe("en");
    expect(negotiateLocale(["ES_es"])).toBe("es");
  });

  it("answers English when none is spoken", () => {
    expect(negotiateLocale(["de-DE", "pt-BR"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
  });

  it("reads Accept-Language by weight, then by order, leaving out q=0 and *", () => {
    expect(acceptedLanguages("en;q=0.5, es-ES, fr;q=0.8, *;q=0.1")).toEqual(["es-ES", "fr", "en"]);
    expect(acceptedLanguages("es;q=0, en")).toEqual(["en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("puts the cookie's choice before the browser's, ignoring a value we never write", () => {
    expect(pageLocale("es", ["en-US"])).toBe("es");
    expect(pageLocale("en", ["es-ES"])).toBe("en");
    expect(pageLocale("fr", ["es-ES"])).toBe("es");
    expect(pageLocale(undefined, ["de"])).toBe("en");
  });
});
