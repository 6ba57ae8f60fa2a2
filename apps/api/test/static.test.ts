import type { ApiError } from "@tandem/api-contract";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheControlFor } from "../src/http/web-app.js";
import { RELEASE } from "../src/release.js";
import { call, useTestApp } from "./helpers.js";

const webDist = mkdtempSync(join(tmpdir(), "tandem-web-"));
mkdirSync(join(webDist, "assets"));
mkdirSync(join(webDist, "icons"));
const appShell = "<!doctype html><title>Tandem</title><div id=root></div>";
const landing = "<!doctype html><title>Tandem: coming soon</title><h1>Tandem</h1>";
const script = `console.log(${JSON.stringify("hashed ".repeat(200))});`;
/** A file with its build-time `.br` and `.gz` siblings, as apps/web/scripts/postbuild.mjs writes them. */
function writeCompressed(path: string, text: string) {
  writeFileSync(join(webDist, path), text);
  writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${path}.gz`), gzipSync(text));
}
writeCompressed("index.html", appShell);
writeCompressed("landing.html", landing);
writeCompressed("assets/app-DJ3kq9xZ.js", script);
writeFileSync(
  join(webDist, "assets", "app-DJ3kq9xZ.js.map"),
  '{"version":3,"sources":["secret.ts"]}',
);
writeFileSync(join(webDist, "assets", "main.js"), "console.log('hi')");
writeFileSync(join(webDist, "icons", "icon-192.png"), Buffer.from([137, 80, 78, 71]));

const t = useTestApp({ WEB_DIST_DIR: webDist });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("serving the web app", () => {
  it("serves the prerendered landing page at / and the app's page for every other app path", async () => {
    const home = await call(t.app, "GET", "/");
    expect(home).toHaveStatus(200);
    expect(home.headers["content-type"]).toMatch(/text\/html/);
    expect(home.text).toContain("<title>Tandem: coming soon</title>");
    for (const path of ["/app", "/app/quiz", "/some/unknown/page"]) {
      const res = await call(t.app, "GET", path);
      expect(res, path).toHaveStatus(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.text).toContain("<title>Tandem</title>");
    }
    const js = await call(t.app, "GET", "/assets/main.js");
    expect(js).toHaveStatus(200);
    expect(js.headers["content-type"]).toMatch(/javascript/);
  });

  it("sends brotli to a browser that accepts it, gzip to one that accepts only gzip, else the plain file", async () => {
    const br = await get("/assets/app-DJ3kq9xZ.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get("/assets/app-DJ3kq9xZ.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-DJ3kq9xZ.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);

    for (const url of ["/", "/app/quiz"]) {
      const page = await get(url, { "accept-encoding": "br" });
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(page.headers["content-type"], url).toMatch(/text\/html/);
    }
  });

  it("caches content-hashed files for a year as immutable, and makes HTML revalidate", async () => {
    const hashed = await get("/assets/app-DJ3kq9xZ.js", { "accept-encoding": "br" });
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/app", "/index.html", "/landing.html"]) {
      const page = await get(url, { "accept-encoding": "gzip" });
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
    const icon = await get("/icons/icon-192.png");
    expect(icon).toHaveStatus(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
    expect(icon.headers["content-encoding"]).toBeUndefined();
  });

  it("never serves a source map", async () => {
    const map = await call<ApiError>(t.app, "GET", "/assets/app-DJ3kq9xZ.js.map");
    expect(map).toHaveStatus(404);
    expect(map.text).not.toContain("secret.ts");
    const compressed = await get("/assets/app-DJ3kq9xZ.js.map", { "accept-encoding": "br" });
    expect(compressed).toHaveStatus(404);
  });

  it("answers a missing file with 404, not with the page", async () => {
    const res = await call(t.app, "GET", "/assets/old-chunk.js");
    expect(res).toHaveStatus(404);
  });

  it("serves files added after start (a rebuilt app)", async () => {
    writeFileSync(join(webDist, "assets", "later.js"), "1");
    expect(await call(t.app, "GET", "/assets/later.js")).toHaveStatus(200);
  });

  it("keeps API paths as JSON", async () => {
    const res = await call<ApiError>(t.app, "GET", "/api/unknown");
    expect(res).toFailWith(404, "NOT_FOUND");
    expect((await call(t.app, "GET", "/api/health")).body).toEqual({ ok: true, ...RELEASE });
  });
});

describe("cacheControlFor", () => {
  it("tells hashed build files from HTML and from other public files", () => {
    expect(cacheControlFor("/srv/web/assets/home-BRQJZA8k.js")).toMatch(/immutable/);
    expect(cacheControlFor("/srv/web/assets/app-toaster-BhiFhXdK.css")).toMatch(/immutable/);
    expect(cacheControlFor("/srv/web/index.html")).toBe("no-cache");
    expect(cacheControlFor("/srv/web/manifest.webmanifest")).toBe("no-cache");
    expect(cacheControlFor("/srv/web/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/srv/web/favicon.svg")).toBe("public, max-age=86400");
    expect(cacheControlFor("/srv/web/rewards/dinner.jpg")).toBe("public, max-age=86400");
  });
});
