import type { AuthUser } from "@tandem/api-contract";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scriptJson, SERVER_PAGE_CACHE } from "../src/http/server-pages.js";
import { REVALIDATE_CACHE } from "../src/http/web-app.js";
import { call, createUser, useTestApp } from "./helpers.js";

// A web build as apps/web's makes it (dist/index.html with its slots, dist-server/render-page.js
// beside it), with a renderer that draws the person's e-mail from the real `user.me`.
const build = mkdtempSync(join(tmpdir(), "tandem-server-pages-"));
const webDist = join(build, "dist");
mkdirSync(webDist);
mkdirSync(join(build, "dist-server"));
const SPINNER = '<div class="spinner">Loading your account</div>';
writeFileSync(
  join(webDist, "index.html"),
  "<!doctype html><head><title>Tandem</title>" +
    '<!--start-preload--><link rel="modulepreload" href="/assets/start.js"><!--/start-preload-->' +
    `</head><body><div id="root"><!--app-shell-->${SPINNER}<!--/app-shell--></div><!--page-state--></body>`,
);
writeFileSync(
  join(build, "dist-server", "render-page.js"),
  `export const SERVER_RENDERED_PATHS = ["/app", "/app/quiz", "/app/broken", "/app/elsewhere", "/app/offsite"];
export async function renderPage(path, call) {
  path = path.split("?")[0];
  if (path.endsWith("/")) path = path.slice(0, -1);
  if (path === "/app/elsewhere") return { redirect: "/app/user-type" };
  if (path === "/app/offsite") return { redirect: "//offsite.example/app" };
  if (path === "/app/broken") throw new Error("the renderer failed");
  if (path === "/app/quiz") return null;
  const me = await call("user.me", undefined);
  return { html: "<p>" + me.email + "</p>", state: { me, text: "</script><script>alert(1)</script>\\u2028" } };
}
`,
);

const t = useTestApp({ WEB_DIST_DIR: webDist });

/** The page's data, read back as main.tsx does. */
function pageState(html: string): {
  queries: { me: AuthUser; text: string };
  liveEventsFrom: string;
} {
  const json = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  if (!json?.[1]) throw new Error("no page state in the page");
  return JSON.parse(json[1]) as ReturnType<typeof pageState>;
}

describe("signed-in pages drawn on the server", () => {
  it("sends the page drawn with the person's data, private to them, and its data for hydrating", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "GET", "/app", { user });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe(SERVER_PAGE_CACHE);
    expect(res.text).toContain(`<div id="root"><p>${user.email}</p></div>`);
    expect(res.text).not.toContain(SPINNER);
    // It shows without scripts: the app's code is fetched after painting, not listed first.
    expect(res.text).not.toContain("modulepreload");
    const { queries: state } = pageState(res.text);
    // The data as the wire carries it (the real user.me, JSON: dates are strings).
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(state.me).toEqual(me.body);
    // Data that looks like markup cannot end the script element.
    expect(res.text).not.toContain("</script><script>");
    expect(state.text).toBe("</script><script>alert(1)</script>\u2028");
  });

  it("tells the app where the person's live events stood when the page was drawn", async () => {
    const owner = await createUser(t.db, { userType: "couple" });
    const partner = await createUser(t.db, { userType: "couple" });
    const { body } = await call<{ code: string }>(t.app, "POST", "/api/pair/generate", {
      user: owner,
    });
    expect((await call(t.app, "POST", "/api/pair/use", { user: partner, body })).status).toBe(200);
    // The owner was told "paired": their stream stands at that event.
    const newest = await t.db
      .selectFrom("liveEvents")
      .select("id")
      .where("userId", "=", owner.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "GET", "/app", { user: owner });
    expect(pageState(res.text).liveEventsFrom).toBe(String(newest.id));
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
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe(REVALIDATE_CACHE);
      expect(res.text, path).toContain(SPINNER);
      expect(res.text, path).toContain("modulepreload");
      expect(res.text, path).not.toContain('page-state"');
    }
  });

  it("answers a page that sends the person elsewhere with a redirect", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "GET", "/app/elsewhere", { user });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/app/user-type");
    expect(res.headers["cache-control"]).toBe(SERVER_PAGE_CACHE);
  });

  it("keeps markup out of the page's JSON", () => {
    expect(scriptJson({ a: "</script><!--", b: "\u2028\u2029" })).toBe(
      '{"a":"\\u003c/script>\\u003c!--","b":"\\u2028\\u2029"}',
    );
  });
});
