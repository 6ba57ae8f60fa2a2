import { LOCALE_COOKIE } from "@tandem/i18n";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./helpers.js";

// A built app's two pages, as small as they come.
const webDist = mkdtempSync(join(tmpdir(), "tandem-locale-"));
for (const file of ["index.html", "landing.html"]) {
  writeFileSync(
    join(webDist, file),
    `<!doctype html><html lang="en"><head></head><body></body></html>`,
  );
}

const t = useTestApp({ WEB_DIST_DIR: webDist });

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url, headers });

const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe("pages in the request's language (decision 303)", () => {
  it("draws the sign-in page in Spanish for Accept-Language: es", async () => {
    const page = await get("/api/login", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(page.statusCode).toBe(200);
    expect(langOf(page.body)).toBe("es");
    expect(page.body).toContain("<h1>Iniciar sesión</h1>");
    expect(page.body).toContain("Enviarme un enlace de inicio de sesión");
    expect(page.body).not.toContain("Email me a sign-in link");
    expect(page.headers.vary).toContain("accept-language");
  });

  it("keeps English for other languages, and lets the cookie choose over the browser", async () => {
    const french = await get("/api/login", { "accept-language": "fr-FR" });
    expect(langOf(french.body)).toBe("en");
    expect(french.body).toContain("Email me a sign-in link");
    const chosen = await get("/api/login", {
      "accept-language": "es-ES",
      cookie: `${LOCALE_COOKIE}=en`,
    });
    expect(langOf(chosen.body)).toBe("en");
    expect(chosen.body).toContain("<h1>Sign in</h1>");
    const chosenSpanish = await get("/api/login", { cookie: `${LOCALE_COOKIE}=es` });
    expect(chosenSpanish.body).toContain("<h1>Iniciar sesión</h1>");
  });

  it("answers a refused address in Spanish, plurals and all", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      headers: { "accept-language": "es", "content-type": "application/x-www-form-urlencoded" },
      payload: "email=not-an-address&returnTo=%2Fapp",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Escribe un correo válido, como tu@ejemplo.com.");
  });

  it("declares the app's pages in the request's language", async () => {
    for (const path of ["/", "/app", "/app/profile"]) {
      const page = await get(path, { "accept-language": "es" });
      expect(page.statusCode, path).toBe(200);
      expect(langOf(page.body), path).toBe("es");
      expect(langOf((await get(path, { "accept-language": "en-GB" })).body), path).toBe("en");
    }
  });
});
