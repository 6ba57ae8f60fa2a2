import type { ApiError, AuthUser } from "@tandem/api-contract";
import { createAppRouter, restProcedures } from "@tandem/api-contract/server";
import { describe, expect, it } from "vitest";
import { createHandlers } from "../src/handlers.js";
import { call, createUser, PUBLIC_URL, useTestApp } from "./helpers.js";

const t = useTestApp();

/**
 * Every call in docs/spec/product-spec.md, "The calls it makes" (less login/logout), and the
 * paths decision 002 adds.
 */
const SPEC_ROUTES = [
  "POST /api/waitlist",
  "GET /api/auth/user",
  "GET /api/couple/:coupleId",
  "GET /api/quiz/today",
  "GET /api/quiz/history",
  "POST /api/quiz/answer",
  "GET /api/rewards",
  "POST /api/rewards/:id/redeem",
  "GET /api/rewards/redemptions",
  "POST /api/admin/rewards",
  "GET /api/admin/rewards",
  "PATCH /api/admin/rewards/:id",
  "POST /api/user/phone",
  "POST /api/user/location",
  "POST /api/pair/generate",
  "POST /api/pair/use",
  "POST /api/pair/break",
  "POST /api/user/type",
  "POST /api/matching/profile",
  "POST /api/matching/discovery-tags",
  "GET /api/matching/discover",
  "POST /api/matching/like",
  "POST /api/matching/pass",
  "GET /api/matching/matches",
  "POST /api/matching/unmatch",
  "POST /api/matching/block",
  "POST /api/matching/report",
  "GET /api/login",
  "GET /api/logout",
];

describe("the REST API", () => {
  it("serves every documented path", () => {
    for (const route of SPEC_ROUTES) {
      const [method, url] = route.split(" ") as [string, string];
      expect(t.app.hasRoute({ method: method, url }), route).toBe(true);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call(t.app, "GET", "/api/nope");
    expect(res).toHaveStatus(404);
    expect(res.body).toEqual({ message: "No route for GET /api/nope", code: "NOT_FOUND" });
  });

  it("answers malformed JSON with 400 {message, code}", async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/phone",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res).toHaveStatus(400);
    expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("accepts a POST with an empty JSON body for calls that take no input", async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/pair/generate",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(res).toHaveStatus(200);
  });

  it("refuses state-changing requests from another site's page, and allows our own", async () => {
    const user = await createUser(t.db);
    const evil = await call<ApiError>(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "Evil" },
      headers: { origin: "https://evil.example" },
    });
    expect(evil).toFailWith(403, "FORBIDDEN");
    const viaReferer = await call(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "Evil" },
      headers: { referer: "https://evil.example/page" },
    });
    expect(viaReferer).toHaveStatus(403);
    expect(
      (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.location,
    ).toBeNull();
    const ours = await call(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "Home" },
      headers: { origin: PUBLIC_URL },
    });
    expect(ours).toHaveStatus(200);
  });

  it("makes its own request id, whatever id a caller sends", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "trace-42" },
    });
    expect(res).toHaveStatus(200);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers["x-request-id"]).not.toBe(res.headers["x-request-id"]);
  });
});

/** Every REST route of the contract, with sample path parameters filled in. */
function contractRoutes() {
  return restProcedures(createAppRouter(createHandlers(t.db))).map(({ name, rest }) => {
    const url = rest.path
      .replace("{coupleId}", "00000000-0000-4000-8000-000000000000")
      .replace("{id}", "1")
      .replace("{token}", "A".repeat(24));
    return { name, method: rest.method, url };
  });
}

describe("auth on every route of the contract", () => {
  it("answers 401 {message: 'Unauthorized'} signed out, except the public waitlist and invite preview", async () => {
    const routes = contractRoutes();
    expect(routes).toHaveLength(115);
    for (const route of routes) {
      if (route.name === "waitlist.join" || route.name === "pair.invitePreview") continue;
      const res = await call(
        t.app,
        route.method,
        route.url,
        route.method === "GET" ? {} : { body: {} },
      );
      expect(res, `${route.method} ${route.url}`).toHaveStatus(401);
      expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    }
  });

  it("answers 403 to a signed-in user on every admin route, and only there", async () => {
    const user = await createUser(t.db);
    const staffOnly = (name: string) =>
      name.startsWith("admin.") || name.startsWith("moderation.") || name.startsWith("vouchers.");
    for (const route of contractRoutes().filter((r) => staffOnly(r.name))) {
      const res = await call(t.app, route.method, route.url, {
        user,
        ...(route.method === "GET" ? {} : { body: {} }),
      });
      expect(res, `${route.method} ${route.url}`).toHaveStatus(403);
    }
  });
});

describe("the tRPC endpoint", () => {
  it("serves the same procedures, batched, with the same auth", async () => {
    const user = await createUser(t.db, { firstName: "Tess" });
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/user.me,rewards.list?batch=1&input=${input}`,
      headers: { cookie: user.cookie },
    });
    expect(res).toHaveStatus(200);
    const [me, rewards] = res.json();
    expect(me.result.data.firstName).toBe("Tess");
    expect(rewards.result.data.length).toBeGreaterThan(0);

    const signedOut = await t.app.inject({ method: "GET", url: "/trpc/user.me" });
    expect(signedOut).toHaveStatus(401);
    expect(signedOut.json().error.data.code).toBe("UNAUTHORIZED");
  });

  it("answers a batch of ten reads, as the app sends after catching up on live events", async () => {
    const user = await createUser(t.db, { userType: "couple" });
    const paths = [
      ...Array<string>(5).fill("user.me"),
      "account.notices",
      "quiz.streak",
      "quiz.progress",
      "quiz.today",
      "rewards.list",
    ];
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/${paths.join(",")}?batch=1&input=${input}`,
      headers: { cookie: user.cookie },
    });
    // 207: some reads answer an error for this person (no couple yet), as in any batch.
    expect([200, 207]).toContain(res.statusCode);
    const answers = res.json<{ result?: unknown; error?: unknown }[]>();
    expect(answers).toHaveLength(paths.length);
    expect(answers.slice(0, 5).every((answer) => answer.result !== undefined)).toBe(true);
  });

  it("refuses admin procedures to plain users with 403", async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: "GET",
      url: "/trpc/admin.listRewards",
      headers: { cookie: user.cookie },
    });
    expect(res).toHaveStatus(403);
  });
});
