import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.js";

const ORIGIN = "https://tandem.example";

describe("the address a notification opens", () => {
  it("is a path on this site", () => {
    expect(sameSitePath("/app/matches/3?x=1#m", ORIGIN)).toBe("/app/matches/3?x=1#m");
  });

  it("never another site's, however it is written", () => {
    for (const url of [
      "//evil.example/x",
      "/\\evil.example/x",
      "https://evil.example/",
      "evil.example",
      "/%09/evil.example",
      "",
      null,
      42,
    ]) {
      const path = sameSitePath(url, ORIGIN);
      expect(new URL(path, ORIGIN).origin, String(url)).toBe(ORIGIN);
    }
    expect(sameSitePath("//evil.example/x", ORIGIN)).toBe("/app");
  });
});
