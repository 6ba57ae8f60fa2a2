import { THEME_COOKIE } from "@tandem/api-contract";
import { LOCALE_COOKIE } from "@tandem/i18n";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers.js";

// A build's landing page in each language (decision 306), with the `.br` and `.gz` siblings
// apps/web/scripts/postbuild.mjs writes; the bodies differ so a test can tell which was sent.
const landing = (lang: string, title: string, filler: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>Tandem</h1><p>${filler.repeat(40)}</p></body></html>`;
const PAGES = {
  "index.html": landing("en", "Tandem", "app "),
  "landing.html": landing("en", "Tandem: coming soon", "Join the Waitlist "),
  "landing.es.html": landing("es", "Tandem: muy pronto", "Únete a la lista de espera "),
};

const webDist = mkdtempSync(join(tmpdir(), "tandem-landing-"));
for (const [file, html] of Object.entries(PAGES)) {
  writeFileSync(join(webDist, file), html);
  writeFileSync(join(webDist, `${file}.br`), brotliCompressSync(html));
  writeFileSync(join(webDist, `${file}.gz`), gzipSync(html));
}

const t = useTestApp({ WEB_DIST_DIR: webDist });

const getLanding = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/", headers });

describe("the landing page in the request's language (decision 306)", () => {
  it("sends the Spanish page for Accept-Language: es, the English one otherwise", async () => {
    const spanish = await getLanding({ "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toBe(PAGES["landing.es.html"]);
    for (const language of ["en-GB", "fr-FR,de;q=0.8", ""]) {
      const english = await getLanding(language ? { "accept-language": language } : {});
      expect(english.body, language).toBe(PAGES["landing.html"]);
    }
  });

  it("lets the cookie chosen in Profile win over the browser's languages", async () => {
    const chosenEnglish = await getLanding({
      "accept-language": "es-ES",
      cookie: `${LOCALE_COOKIE}=en`,
    });
    expect(chosenEnglish.body).toBe(PAGES["landing.html"]);
    const chosenSpanish = await getLanding({
      "accept-language": "en-US",
      cookie: `${LOCALE_COOKIE}=es`,
    });
    expect(chosenSpanish.body).toBe(PAGES["landing.es.html"]);
  });

  it("tells caches that the page depends on the language, the cookie and the encoding", async () => {
    const requests: Record<string, string>[] = [
      { "accept-language": "es" },
      { "accept-language": "en" },
      { "accept-language": "es", cookie: `${THEME_COOKIE}=dark` },
    ];
    for (const headers of requests) {
      const page = await getLanding({ ...headers, "accept-encoding": "br" });
      const vary = String(page.headers.vary).split(/,\s*/);
      expect(vary, JSON.stringify(headers)).toEqual(
        expect.arrayContaining(["accept-encoding", "accept-language", "cookie"]),
      );
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends each language's precompressed file as built", async () => {
    for (const [language, file] of [
      ["es", "landing.es.html"],
      ["en", "landing.html"],
    ] as const) {
      const br = await getLanding({ "accept-language": language, "accept-encoding": "gzip, br" });
      expect(br.headers["content-encoding"], language).toBe("br");
      expect(br.headers["content-type"]).toMatch(/text\/html/);
      expect(br.rawPayload.equals(brotliCompressSync(PAGES[file])), language).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGES[file]);

      const gz = await getLanding({ "accept-language": language, "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"], language).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGES[file]);
    }
  });

  it("writes a chosen theme into the page of the request's language", async () => {
    const page = await getLanding({ "accept-language": "es", cookie: `${THEME_COOKIE}=dark` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Tandem: muy pronto</title>");
    expect(page.body).toContain('<html data-theme="dark" lang="es">');
  });
});
