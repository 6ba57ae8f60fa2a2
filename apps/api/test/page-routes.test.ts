import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@tandem/db";
import { hashToken } from "../src/auth/tokens.js";
import { buildApp } from "../src/build-app.js";
import { createUser, PUBLIC_URL, testEnv, uniqueEmail, useTestApp } from "./helpers.js";

// Sign-in links from a client address of this file's own: the 127.0.0.1 of other files'
// sign-ins is not limited by these (the per-client limit has its own test file).
const OWN_CLIENT = "192.0.2.23";
const t = useTestApp();

/** The other loopback name `npm start` prints for the same server. */
const OTHER_NAME = "http://127.0.0.1:3000";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

const tokensFor = (email: string) =>
  t.db.selectFrom("signInTokens").select("usedAt").where("email", "=", email).execute();

/** A page in words with a way back, never the API's JSON. */
function expectPage(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(response.body).not.toContain('"code"');
}

describe("a page's form sent from another address (another site, or 127.0.0.1)", () => {
  it("is refused with a page that says so and leads to the form at PUBLIC_URL", async () => {
    const email = uniqueEmail("elsewhere");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, origin: OTHER_NAME },
      payload: new URLSearchParams({ email }).toString(),
    });
    expectPage(response, 403);
    expect(response.body).toContain("<h1>This form came from another address</h1>");
    expect(response.body).toContain(`only accepts this form from its own pages at ${PUBLIC_URL}.`);
    expect(response.body).toContain("Nothing was changed.");
    expect(response.body).toContain(`href="${PUBLIC_URL}/api/login">Back to sign in</a>`);
    expect(await tokensFor(email)).toHaveLength(0);
  });

  it("changes nothing: the sign-in link stays unused, the session stays", async () => {
    const user = await createUser(t.db);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, origin: PUBLIC_URL },
      payload: new URLSearchParams({ email: user.email }).toString(),
    });
    const token = /token=([\w-]+)/.exec(String(posted.headers.location))![1]!;
    const verify = await t.app.inject({
      method: "POST",
      url: "/api/login/verify",
      headers: { ...FORM, origin: "https://evil.example" },
      payload: new URLSearchParams({ token }).toString(),
    });
    expectPage(verify, 403);
    expect(verify.headers["set-cookie"]).toBeUndefined();
    const row = await t.db
      .selectFrom("signInTokens")
      .select("usedAt")
      .where("tokenHash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();

    const logout = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: user.cookie, referer: `${OTHER_NAME}/app/profile` },
    });
    expectPage(logout, 403);
    expect(logout.body).toContain(`href="${PUBLIC_URL}/app">Back to Tandem</a>`);
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: user.cookie } });
    expect(me).toHaveStatus(200);
  });

  it("leaves the API's own answer as JSON for its clients", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "application/json", origin: OTHER_NAME },
      payload: JSON.stringify({ email: uniqueEmail("waitlist") }),
    });
    expect(response).toHaveStatus(403);
    expect(response.json()).toEqual({
      message: "This request came from another site and was refused.",
      code: "FORBIDDEN",
    });
  });
});

describe("a page route's other refusals", () => {
  it("are pages too: a body too large, a body of another type", async () => {
    const tooLarge = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, origin: PUBLIC_URL },
      payload: `email=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expectPage(tooLarge, 413);
    expect(tooLarge.body).toContain("<h1>We couldn&#39;t do that</h1>");
    expect(tooLarge.body).toContain('href="/api/login">Back to sign in</a>');

    const otherType = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { "content-type": "application/xml", origin: PUBLIC_URL },
      payload: "<email>someone@example.test</email>",
    });
    expectPage(otherType, 415);
  });

  describe("when the database fails", () => {
    const broken = {} as { app: Awaited<ReturnType<typeof buildApp>> };
    beforeAll(async () => {
      const db = createDb({ connectionString: "postgres://nobody@127.0.0.1:1/none", max: 1 });
      broken.app = await buildApp({ db, env: testEnv() });
    });
    afterAll(() => broken.app?.close());

    it("says something went wrong, with the request id to quote and the way back", async () => {
      const response = await broken.app.inject({
        url: "/api/login/verify?token=abc",
        headers: { "x-request-id": "req-page-1" },
      });
      expectPage(response, 500);
      expect(response.body).toContain("<h1>Something went wrong</h1>");
      expect(response.body).toContain("Something went wrong on our side. Please try again.");
      expect(response.body).toContain(`Reference: ${String(response.headers["x-request-id"])}`);
      expect(response.body).toContain('href="/api/login">Back to sign in</a>');
      expect(response.body).not.toMatch(/ECONNREFUSED|nobody|stack/i);
    });
  });
});

describe("the other loopback name of a server only this machine reaches", () => {
  const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };

  it("sends a page opened at 127.0.0.1 or [::1] to the same path at PUBLIC_URL", async () => {
    for (const [host, headers] of [
      ["127.0.0.1:3000", navigate],
      ["[::1]:3000", navigate],
      // A browser that sends no Sec-Fetch headers, asking for HTML.
      ["127.0.0.1:3000", { accept: "text/html,application/xhtml+xml" }],
    ] as const) {
      const response = await t.app.inject({
        url: "/api/login?returnTo=%2Fapp%2Fquiz",
        headers: { host, ...headers },
      });
      expect(response, host).toHaveStatus(302);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/api/login?returnTo=%2Fapp%2Fquiz`);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    const app = await t.app.inject({
      url: "/app/discover",
      headers: { host: "127.0.0.1:3000", ...navigate },
    });
    expect(app.headers.location).toBe(`${PUBLIC_URL}/app/discover`);
    // The path is kept as a path: it cannot name another host.
    const sly = await t.app.inject({
      url: "//evil.example/x",
      headers: { host: "127.0.0.1:3000", ...navigate },
    });
    expect(sly.headers.location).toBe(`${PUBLIC_URL}//evil.example/x`);
  });

  it("answers the page at PUBLIC_URL's name, and the API's calls at any name", async () => {
    const atHome = await t.app.inject({
      url: "/api/login",
      headers: { host: "localhost:3000", ...navigate },
    });
    expect(atHome).toHaveStatus(200);
    const health = await t.app.inject({
      url: "/api/health",
      headers: { host: "127.0.0.1:3000", ...navigate },
    });
    expect(health).toHaveStatus(200);
    const call = await t.app.inject({
      url: "/api/auth/user",
      headers: { host: "127.0.0.1:3000", "sec-fetch-mode": "cors" },
    });
    expect(call).toHaveStatus(401);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, host: "127.0.0.1:3000", origin: PUBLIC_URL },
      payload: new URLSearchParams({ email: uniqueEmail("any-name") }).toString(),
    });
    expect(form).toHaveStatus(303);
  });

  describe("on a server other machines reach", () => {
    const shared = useTestApp({
      PUBLIC_URL: "https://tandem.example",
      SMTP_URL: "smtp://127.0.0.1:1",
    });

    it("sends nobody anywhere: it has no loopback names to choose between", async () => {
      const response = await shared.app.inject({
        url: "/api/login",
        headers: { host: "127.0.0.1:3000", ...navigate },
      });
      expect(response).toHaveStatus(200);
    });
  });
});
