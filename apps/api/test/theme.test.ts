import { THEME_COOKIE } from "@tandem/api-contract";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withTheme } from "../src/http/theme.js";
import { useTestApp } from "./helpers.js";

// The head every built page carries (apps/web/src/server/document.ts's SHARED_HEAD).
const HEAD = [
  '<meta name="color-scheme" content="light dark" />',
  '<meta name="theme-color" content="#f43f5e" media="(prefers-color-scheme: light)" data-for="light" />',
  '<meta name="theme-color" content="#1c1320" media="(prefers-color-scheme: dark)" data-for="dark" />',
].join("");
const page = (title: string) =>
  `<!doctype html><html lang="en"><head>${HEAD}<title>${title}</title></head><body></body></html>`;

const webDist = mkdtempSync(join(tmpdir(), "tandem-theme-"));
for (const [file, title] of [
  ["index.html", "Tandem"],
  ["landing.html", "Tandem: coming soon"],
] as const) {
  writeFileSync(join(webDist, file), page(title));
  writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(page(title)));
}

const t = useTestApp({ WEB_DIST_DIR: webDist });

const get = (url: string, theme?: string, encoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: {
      ...(theme === undefined ? {} : { cookie: `${THEME_COOKIE}=${theme}` }),
      ...(encoding ? { "accept-encoding": encoding } : {}),
    },
  });

/** What the first HTML says about its theme. */
function themeOf(html: string) {
  return {
    dataTheme: /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1] ?? null,
    colorScheme: /<meta name="color-scheme" content="([^"]+)"/.exec(html)?.[1],
    themeColor: [...html.matchAll(/<meta name="theme-color" content="([^"]+)" media="([^"]+)"/g)]
      .filter(([, , media]) => media !== "not all")
      .map(([, colour, media]) => `${colour} ${media}`),
  };
}

describe("the first HTML in the chosen theme", () => {
  it("writes a chosen theme into the app's page, the landing page and the sign-in pages", async () => {
    for (const path of ["/", "/app", "/app/profile", "/api/login"]) {
      const dark = await get(path, "dark");
      expect(dark.statusCode, path).toBe(200);
      expect(themeOf(dark.body), path).toEqual({
        dataTheme: "dark",
        colorScheme: "dark",
        themeColor: ["#1c1320 all"],
      });
      expect(dark.headers.vary, path).toMatch(/cookie/);

      const light = await get(path, "light");
      expect(themeOf(light.body).dataTheme, path).toBe("light");
      expect(themeOf(light.body).colorScheme, path).toBe("light");
      expect(themeOf(light.body).themeColor, path).toHaveLength(1);
      expect(themeOf(light.body).themeColor[0], path).toMatch(/ all$/);
    }
  });

  it("leaves pages to the phone's setting without a choice, or with a value it never writes", async () => {
    for (const cookie of [undefined, "system", "blue", 'dark" onload="x']) {
      for (const path of ["/", "/app", "/api/login"]) {
        const res = await get(path, cookie);
        expect(res.statusCode, `${path} ${cookie}`).toBe(200);
        expect(themeOf(res.body), `${path} ${cookie}`).toMatchObject({
          dataTheme: null,
          colorScheme: "light dark",
        });
        expect(themeOf(res.body).themeColor).toHaveLength(2);
        expect(res.body).not.toContain("onload");
      }
    }
  });

  it("still sends the built page compressed, and a themed one compressed per request", async () => {
    const built = await get("/app", undefined, "br");
    expect(built.headers["content-encoding"]).toBe("br");
    expect(built.headers["cache-control"]).toBe("no-cache");
    expect(built.headers.vary).toMatch(/cookie/);
    expect(brotliDecompressSync(built.rawPayload).toString()).toBe(page("Tandem"));

    const themed = await get("/app", "dark", "br");
    expect(themed.headers["content-encoding"]).toBe("br");
    expect(themed.headers["cache-control"]).toBe("no-cache");
    expect(themeOf(brotliDecompressSync(themed.rawPayload).toString()).dataTheme).toBe("dark");
  });
});

describe("withTheme", () => {
  it("marks <html> once and picks the chosen theme-color", () => {
    const html = withTheme(page("x"), "dark");
    expect(html.match(/data-theme/g)).toHaveLength(1);
    expect(html).toContain('media="not all" data-for="light"');
    expect(html).toContain('media="all" data-for="dark"');
    expect(withTheme(html, "dark")).toBe(html);
    expect(withTheme(page("x"), null)).toBe(page("x"));
  });
});
