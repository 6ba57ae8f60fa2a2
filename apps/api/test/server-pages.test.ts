import type { AuthUser } from "@tandem/api-contract";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SERVER_PAGE_CACHE } from "../src/http/server-pages.js";
import { REVALIDATE_CACHE } from "../src/http/web-app.js";
import { call, createUser, useTestApp } from "./helpers.js";

// A web build as apps/web's makes it (dist/index.html, dist-server/render-page.js beside it),
// with a renderer that draws the person's e-mail from the real `user.me` and writes what the
// server gave it into the page. (Filling index.html's slots is the web build's own work:
// apps/web/src/server/document.ts, with its tests.)
const build = mkdtempSync(join(tmpdir(), "tandem-server-pages-"));
const webDist = join(build, "dist");
mkdirSync(webDist);
mkdirSync(join(build, "dist-server"));
const SHELL =
  "<!doctype html><head><title>Tandem</title>" +
  '<link rel="modulepreload" href="/assets/start.js"></head>' +
  '<body><div id="root"><div class="spinner">Loading your account</div></div></body>';
writeFileSync(join(webDist, "index.html"), SHELL);
writeFileSync(
  join(build, "dist-server", "render-page.js"),
  `const PATHS = ["/app", "/app/quiz", "/app/broken", "/app/elsewhere", "/app/offsite"];
export const SERVER_RENDERED_PATHS = PATHS;
export function serverRenderedPath(url) {
  let path = url.split("?")[0];
  if (path.endsWith("/")) path = path.slice(0, -1);
  return PATHS.includes(path) ? path : null;
}
export async function renderPage(url, call, { shell, liveEventsFrom }) {
  const path = serverRenderedPath(url);
  if (path === "/app/elsewhere") return { redirect: "/app/user-type" };
  if (path === "/app/offsite") return { redirect: "//offsite.example/app" };
  if (path === "/app/broken") throw new Error("the renderer failed");
  if (path === "/app/quiz") return null;
  const me = await call("user.me", undefined);
  const given = { url, me, liveEventsFrom, shell };
  return { document: "<!doctype html><p>" + me.email + "</p><pre>" + JSON.stringify(given) + "</pre>" };
}
`,
);

const t = useTestApp({ WEB_DIST_DIR: webDist });

/** What the renderer was given, as it wrote it into the page. */
function given(html: string): { url: string; me: AuthUser; liveEventsFrom: string; shell: string } {
  const json = /<pre>([\s\S]*?)<\/pre>/.exec(html);
  if (!json?.[1]) throw new Error("no data in the page");
  return JSON.parse(json[1]) as ReturnType<typeof given>;
}

describe("signed-in pages rendered on the server", () => {
  it("sends the page rendered with the person's data, private to them", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "GET", "/app?from=home", { user });
    expect(res).toHaveStatus(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe(SERVER_PAGE_CACHE);
    expect(res.text).toContain(`<p>${user.email}</p>`);
    const page = given(res.text);
    // The renderer gets the whole address and the build's index.html to draw into.
    expect(page.url).toBe("/app?from=home");
    expect(page.shell).toBe(SHELL);
    // Its reads answer as the wire does (the real user.me, JSON: dates are strings).
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(page.me).toEqual(me.body);
  });

  it("tells the app where the person's live events stood when the page was rendered", async () => {
    const owner = await createUser(t.db, { userType: "couple" });
    const partner = await createUser(t.db, { userType: "couple" });
    const { body } = await call<{ code: string }>(t.app, "POST", "/api/pair/generate", {
      user: owner,
    });
    expect(await call(t.app, "POST", "/api/pair/use", { user: partner, body })).toHaveStatus(200);
    // The owner was told "paired": their stream stands at that event.
    const newest = await t.db
      .selectFrom("liveEvents")
      .select("id")
      .where("userId", "=", owner.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "GET", "/app", { user: owner });
    expect(given(res.text).liveEventsFrom).toBe(String(newest.id));
  });

  it("compresses the page it made for a browser that accepts brotli", async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: "GET",
      url: "/app/",
      headers: { cookie: user.cookie, "accept-encoding": "gzip, br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<p>${user.email}</p>`);
  });

  it("sends the app's shell when nobody is signed in, for other pages, and when the renderer declines or fails", async () => {
    const user = await createUser(t.db);
    const cases = [
      { path: "/app", user: null },
      { path: "/app/profile", user },
      { path: "/app/quiz", user },
      { path: "/app/broken", user },
      // A redirect is only ever to one of the app's own paths.
      { path: "/app/offsite", user },
    ];
    for (const { path, user: who } of cases) {
      const res = await call(t.app, "GET", path, { user: who });
      expect(res, path).toHaveStatus(200);
      expect(res.headers["cache-control"], path).toBe(REVALIDATE_CACHE);
      expect(res.text, path).toBe(SHELL);
    }
  });

  it("answers a page that sends the person elsewhere with a redirect", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "GET", "/app/elsewhere", { user });
    expect(res).toHaveStatus(302);
    expect(res.headers.location).toBe("/app/user-type");
    expect(res.headers["cache-control"]).toBe(SERVER_PAGE_CACHE);
  });
});

describe("with SERVER_RENDERED_PAGES=false", () => {
  const off = useTestApp({ WEB_DIST_DIR: webDist, SERVER_RENDERED_PAGES: "false" });

  it("sends the app's shell to a signed-in person instead of a page rendered on the server", async () => {
    const user = await createUser(off.db);
    const res = await call(off.app, "GET", "/app", { user });
    expect(res).toHaveStatus(200);
    expect(res.text).toBe(SHELL);
    expect(res.text).not.toContain(user.email);
  });
});
