import type { ApiError } from "@tandem/api-contract";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "./helpers.js";

const webDist = mkdtempSync(join(tmpdir(), "tandem-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  "<!doctype html><title>Tandem</title><div id=root></div>",
);
writeFileSync(join(webDist, "assets", "main.js"), "console.log('hi')");

const t = useTestApp({ WEB_DIST_DIR: webDist });

describe("serving the web app", () => {
  it("serves the app's files and its page for every app path, on the API's port", async () => {
    for (const path of ["/", "/app", "/app/quiz", "/some/unknown/page"]) {
      const res = await call(t.app, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.text).toContain("<title>Tandem</title>");
    }
    const script = await call(t.app, "GET", "/assets/main.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
  });

  it("answers a missing file with 404, not with the page", async () => {
    const res = await call(t.app, "GET", "/assets/old-chunk.js");
    expect(res.status).toBe(404);
  });

  it("serves files added after start (a rebuilt app)", async () => {
    writeFileSync(join(webDist, "assets", "later.js"), "1");
    expect((await call(t.app, "GET", "/assets/later.js")).status).toBe(200);
  });

  it("keeps API paths as JSON", async () => {
    const res = await call<ApiError>(t.app, "GET", "/api/unknown");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect((await call(t.app, "GET", "/api/health")).body).toEqual({ ok: true });
  });
});
