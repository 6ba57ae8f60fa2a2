import { LOCALE_COOKIE } from "@tandem/i18n";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers.js";

// A build's app shell in each language (decision 348), with the `.br` and `.gz` siblings
// apps/web/scripts/postbuild.mjs writes: the first paint's words differ by language.
const shell = (lang: string, loading: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Tandem</title></head><body><div id="root"><div role="status"><span class="sr-only">${loading}</span></div></div>${"<p></p>".repeat(80)}</body></html>`;
const PAGES = {
  "index.html": shell("en", "Loading your account"),
  "index.es.html": shell("es", "Cargando tu cuenta"),
};

const webDist = mkdtempSync(join(tmpdir(), "tandem-shell-"));
for (const [file, html] of Object.entries(PAGES)) {
  writeFileSync(join(webDist, file), html);
  writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(html));
  writeFileSync(join(webDist, `${file}.gz`), gzipSync(html));
}

const t = useTestApp({ WEB_DIST_DIR: webDist });

const getApp = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: path, headers });

describe("the app's first paint in the request's language (decision 348)", () => {
  it("sends index.es.html for Accept-Language: es, index.html otherwise", async () => {
    for (const path of ["/app", "/app/quiz", "/join/some-invite"]) {
      const spanish = await getApp(path, { "accept-language": "es-ES,es;q=0.9" });
      expect(spanish.statusCode, path).toBe(200);
      expect(spanish.body, path).toBe(PAGES["index.es.html"]);
      const english = await getApp(path, { "accept-language": "en-GB" });
      expect(english.body, path).toBe(PAGES["index.html"]);
    }
  });

  it("lets the Language chosen in Profile win, and sends the page as built, compressed", async () => {
    const chosen = await getApp("/app", {
      "accept-language": "en-US",
      cookie: `${LOCALE_COOKIE}=es`,
      "accept-encoding": "br",
    });
    expect(chosen.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(chosen.rawPayload).toString()).toBe(PAGES["index.es.html"]);
    expect(String(chosen.headers.vary)).toMatch(/accept-language/);
  });
});
