// The security review (docs/security.md): one describe per finding, each failing without its fix.
// (The open-redirect corpus is in src/auth/return-to.test.ts, sign-out from another site in
// src/auth/email-sign-in.test.ts, SMTP TLS in src/auth/email-smtp.test.ts, the embedded
// database's socket in packages/db/src/embedded.test.ts.)
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import {
  DAILY_QUESTION_COUNT,
  POINTS_PER_ANSWER,
  RATE_LIMITS,
  TIME_ZONE_HEADER,
  UNEXPECTED_ERROR_MESSAGE,
  type ApiError,
  type AuthUser,
  type Couple,
  type MatchSummary,
  type PairCode,
  type QuizAnswerResult,
  type QuizQuestion,
} from "@tandem/api-contract";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { findOrCreateOidcUser } from "../src/auth/accounts.js";
import { emailClaims, httpsPictureUrl } from "../src/auth/oidc.js";
import { buildApp } from "../src/build-app.js";
import { loggerOptions } from "../src/http/log-redaction.js";
import { redeemReward } from "../src/services/rewards/redeem.js";
import { calendarDay } from "../src/lib/calendar.js";
import { deleteExpiredRows } from "../src/infra/housekeeping.js";
import { canonicalTimeZone, MAX_REMEMBERED_ALIASES } from "../src/services/users/time-zone.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import { matched } from "../src/services/matching/test-support.js";
import { call, createUser, PUBLIC_URL, testEnv, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();

async function pairUp(a: TestUser, b: TestUser) {
  const generated = await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: a });
  expect(generated).toHaveStatus(200);
  return call<Couple | ApiError>(t.app, "POST", "/api/pair/use", {
    user: b,
    body: { code: generated.body.code },
  });
}

async function answerWholeSet(user: TestUser): Promise<number> {
  const questions = await call<QuizQuestion[]>(t.app, "GET", "/api/quiz/today", { user });
  expect(questions).toHaveStatus(200);
  let earned = 0;
  for (const question of questions.body) {
    const res = await call<QuizAnswerResult>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: { questionId: question.id, selectedOption: 0, tags: [], pointsEarned: 10 },
    });
    expect(res).toHaveStatus(200);
    earned += res.body.pointsEarned;
  }
  return earned;
}

/** A rate-limit window used up to its limit: the next call is the one over it. */
async function exhaust(key: string, hits: number) {
  await t.db
    .insertInto("rateLimits")
    .values({ key, windowStart: new Date(), hits })
    .onConflict((oc) => oc.column("key").doUpdateSet({ hits, windowStart: new Date() }))
    .execute();
}

const breakUp = (user: TestUser) => call(t.app, "POST", "/api/pair/break", { user });

describe("1. points cannot be farmed by pairing and breaking up", () => {
  it("bounds a person's points on one calendar day by one day's set, whatever couples they were in", async () => {
    const farmer = await createUser(t.db);
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    expect(await pairUp(farmer, first)).toHaveStatus(200);
    expect(await answerWholeSet(farmer)).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);
    expect(await breakUp(farmer)).toHaveStatus(200);

    expect(await pairUp(farmer, second)).toHaveStatus(200);
    // A fresh set is drawn for the new couple, but it earns the farmer nothing more today.
    expect(await answerWholeSet(farmer)).toBe(0);
    // The new partner, who had earned nothing today, still earns theirs.
    expect(await answerWholeSet(second)).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);

    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: farmer });
    expect(me.body.points).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);
    const ledger = await t.db
      .selectFrom("pointsLedger")
      .select((eb) => eb.fn.sum<number>("delta").as("total"))
      .where("userId", "=", farmer.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.total)).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);
  });

  it("refuses a broken-up pair that re-pairs at once, and keeps the code usable", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    expect(await pairUp(a, b)).toHaveStatus(200);
    expect(await breakUp(b)).toHaveStatus(200);
    const again = await pairUp(a, b);
    expect(again).toHaveStatus(409);
    // The one who ended it is pointed to Undo, which brings back the same couple (decision 237).
    expect((again.body as ApiError).reason).toBe("UNDO_INSTEAD");
    expect(
      await t.db.selectFrom("couples").select("id").where("userAId", "=", a.id).execute(),
    ).toHaveLength(1);
    // A day later they may.
    await t.db
      .updateTable("couples")
      .set({ endedAt: sql<Date>`now() - interval '25 hours'` })
      .where("userAId", "=", a.id)
      .execute();
    expect(await pairUp(a, b)).toHaveStatus(200);
  });

  it("lets a time-zone header move a person's 'today' once a day, not back and forth", async () => {
    const user = await createUser(t.db);
    const zoneOf = async (zone: string) =>
      (
        await call<AuthUser>(t.app, "GET", "/api/auth/user", {
          user,
          headers: { [TIME_ZONE_HEADER]: zone },
        })
      ).body.timeZone;
    expect(await zoneOf("Pacific/Kiritimati")).toBe("Pacific/Kiritimati");
    // Another zone the same day: ignored, "today" stays the first zone's.
    expect(await zoneOf("Pacific/Pago_Pago")).toBe("Pacific/Kiritimati");
    // So the quiz of "today" is the first zone's day, whatever zone is sent now.
    const questions = await call(t.app, "GET", "/api/quiz/today", {
      user,
      headers: { [TIME_ZONE_HEADER]: "Pacific/Pago_Pago" },
    });
    expect(questions).toHaveStatus(200);
    const sets = await t.db
      .selectFrom("dailySets")
      .select("day")
      .where("userId", "=", user.id)
      .execute();
    expect(sets.map((set) => set.day)).toEqual([calendarDay("Pacific/Kiritimati")]);
  });
});

describe("2. open redirect", () => {
  it("answers a signed-in /api/login?returnTo=/.//evil.example with a path on this site", async () => {
    const user = await createUser(t.db);
    for (const returnTo of ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example"]) {
      const res = await call(t.app, "GET", `/api/login?returnTo=${encodeURIComponent(returnTo)}`, {
        user,
      });
      expect(res).toHaveStatus(302);
      expect(res.headers.location).toBe("/app");
    }
  });
});

describe("3. unexpected errors leak nothing", () => {
  it("answers a driver error over /trpc and REST with the generic sentence only, in development too", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), max: 2 });
    const app = await buildApp({ db, env: testEnv({ NODE_ENV: "development" }) });
    try {
      const user = await createUser(db);
      // A handler that fails in the driver: the table is briefly renamed away.
      await sql`ALTER TABLE redemptions RENAME TO redemptions_away`.execute(db);
      try {
        for (const url of ["/trpc/rewards.redemptions", "/api/rewards/redemptions"]) {
          const res = await call(app, "GET", url, { user });
          expect(res, url).toHaveStatus(500);
          expect(res.text).toContain(UNEXPECTED_ERROR_MESSAGE);
          expect(res.text).not.toMatch(/redemptions_away|relation|does not exist|stack|at \w+ \(/i);
        }
      } finally {
        await sql`ALTER TABLE redemptions_away RENAME TO redemptions`.execute(db);
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it("answers a day Postgres cannot store (year 0) with a 400, not a 500", async () => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "GET", "/api/quiz/history?before=0000-01-01", {
      user,
    });
    expect(res).toHaveStatus(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe("4. x-time-zone", () => {
  it("accepts only canonical zones, spelled any case, and stores the canonical name", () => {
    expect(canonicalTimeZone("Europe/Lisbon")).toBe("Europe/Lisbon");
    expect(canonicalTimeZone("europe/LISBON")).toBe("Europe/Lisbon");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    expect(canonicalTimeZone("x".repeat(200))).toBeNull();
    expect(canonicalTimeZone("Europe/Lisbon\u0000")).toBeNull();
  });

  it("remembers a bounded number of spellings, however many a client sends", () => {
    for (let i = 0; i < MAX_REMEMBERED_ALIASES + 200; i++) {
      const spelling = [..."europe/lisbon"]
        .map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c))
        .join("");
      expect(canonicalTimeZone(spelling)).toBe("Europe/Lisbon");
    }
    // The map is module state; what matters is that it stopped growing at its bound.
    expect(MAX_REMEMBERED_ALIASES).toBeLessThanOrEqual(500);
  });

  it("writes to the database once per real change, not per spelling", async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable("users")
      .set({ timeZone: "Europe/Lisbon" })
      .where("id", "=", user.id)
      .execute();
    const before = await t.db
      .selectFrom("users")
      .select("timeZoneChangedAt")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    for (const spelling of ["europe/lisbon", "EUROPE/LISBON", "Europe/lisbon"]) {
      const res = await call<AuthUser>(t.app, "GET", "/api/auth/user", {
        user,
        headers: { [TIME_ZONE_HEADER]: spelling },
      });
      expect(res.body.timeZone).toBe("Europe/Lisbon");
    }
    const after = await t.db
      .selectFrom("users")
      .select("timeZoneChangedAt")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(after.timeZoneChangedAt).toEqual(before.timeZoneChangedAt);
  });
});

describe("5. rate limits", () => {
  it("takes the client's address from the configured number of proxy hops, not a forged header", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), max: 2 });
    const behindProxy = await buildApp({ db, env: testEnv({ TRUST_PROXY_HOPS: "1" }) });
    const direct = await buildApp({ db, env: testEnv() });
    const clientKeys = async () =>
      (
        await db
          .selectFrom("rateLimits")
          .select("key")
          .where("key", "like", "sign-in-link:client:%")
          .execute()
      ).map((row) => row.key);
    const askForLink = (app: typeof direct, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/login/email",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          // A client's own forged entry first, then what the one trusted proxy appended.
          "x-forwarded-for": "6.6.6.6, 203.0.113.7",
        },
        payload: `email=${encodeURIComponent(`hops-${remoteAddress}@example.test`)}`,
        remoteAddress,
      });
    try {
      expect(await askForLink(behindProxy, "10.0.0.2")).toHaveStatus(303);
      expect(await askForLink(direct, "10.0.0.3")).toHaveStatus(303);
      const keys = await clientKeys();
      expect(keys).toContain("sign-in-link:client:203.0.113.7");
      expect(keys).toContain("sign-in-link:client:10.0.0.3");
      expect(keys).not.toContain("sign-in-link:client:6.6.6.6");
      // TRUST_PROXY=true means one hop, never "trust every address in the header".
      expect(testEnv({ TRUST_PROXY: "true" }).TRUST_PROXY_HOPS).toBe(1);
      expect(testEnv().TRUST_PROXY_HOPS).toBe(0);
    } finally {
      await behindProxy.close();
      await direct.close();
      await db.destroy();
    }
  });

  it("counts pair-code guesses atomically: parallel wrong guesses cannot pass the limit", async () => {
    const guesser = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, "POST", "/api/pair/use", {
          user: guesser,
          body: { code: `QQQQ${"ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[i]!}Q` },
        }),
      ),
    );
    const wrong = results.filter((r) => r.status === 404).length;
    const limited = results.filter((r) => r.status === 429).length;
    expect(wrong).toBe(10);
    expect(limited).toBe(20);
  });

  it("limits likes and passes per account", async () => {
    const { a, b } = await matched(t);
    await exhaust(`swipe:${a.id}`, RATE_LIMITS.swipe.limit);
    const res = await call<ApiError>(t.app, "POST", "/api/matching/pass", {
      user: a,
      body: { toUserId: b.id },
    });
    expect(res).toFailWith(429, "TOO_MANY_REQUESTS");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits discover, reports and blocks per account", async () => {
    const { a, b } = await matched(t);
    for (const [name, rule] of [
      ["discover", RATE_LIMITS.discover],
      ["report", RATE_LIMITS.report],
      ["block", RATE_LIMITS.block],
    ] as const)
      await exhaust(`${name}:${a.id}`, rule.limit);
    expect(await call(t.app, "GET", "/api/matching/discover", { user: a })).toHaveStatus(429);
    expect(
      await call(t.app, "POST", "/api/matching/report", {
        user: a,
        body: { userId: b.id, reason: "spam" },
      }),
    ).toHaveStatus(429);
    expect(
      await call(t.app, "POST", "/api/matching/block", { user: a, body: { userId: b.id } }),
    ).toHaveStatus(429);
  });
});

describe("5b. OIDC start per client", () => {
  it("refuses to start more OIDC sign-ins from one client than the limit", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp({
      db,
      env: testEnv({
        OIDC_ISSUER_URL: "https://id.example",
        OIDC_CLIENT_ID: "tandem",
        OIDC_CLIENT_SECRET: "secret",
      }),
    });
    try {
      await exhaust("oidc-start:198.51.100.9", RATE_LIMITS.oidcStart.limit);
      const res = await app.inject({
        method: "GET",
        url: "/api/login/oidc",
        remoteAddress: "198.51.100.9",
      });
      expect(res).toHaveStatus(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.body).toContain("Too many sign-ins");
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe("6. security headers", () => {
  it("sends a CSP without inline script, frame-ancestors 'none', nosniff and Referrer-Policy on the API", async () => {
    const res = await call(t.app, "GET", "/api/health");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests"); // http://localhost has no https
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("keeps personal answers out of every cache", async () => {
    const user = await createUser(t.db);
    for (const url of ["/api/auth/user", "/trpc/user.me"]) {
      const res = await call(t.app, "GET", url, { user });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("keeps source maps on the server, and sends the headers with the app's page", async () => {
    const webDist = mkdtempSync(join(tmpdir(), "tandem-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Tandem</title>");
    writeFileSync(join(webDist, "assets", "main.js"), "console.log(1)");
    writeFileSync(join(webDist, "assets", "main.js.map"), '{"sources":["secret.ts"]}');
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp({ db, env: testEnv({ WEB_DIST_DIR: webDist }) });
    try {
      expect(await call(app, "GET", "/assets/main.js")).toHaveStatus(200);
      const map = await call(app, "GET", "/assets/main.js.map");
      expect(map).toHaveStatus(404);
      expect(map.text).not.toContain("secret.ts");
      const page = await call(app, "GET", "/app/profile");
      expect(page).toHaveStatus(200);
      expect(String(page.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
      expect(page.headers["x-frame-options"]).toBe("DENY");
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it("sends HSTS and upgrade-insecure-requests over https", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp({
      db,
      env: testEnv({ PUBLIC_URL: "https://tandem.example", SMTP_URL: "smtp://127.0.0.1:1" }),
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe("7. sessions", () => {
  it("ends a session idle for longer than the idle timeout, before its absolute expiry", async () => {
    const user = await createUser(t.db);
    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(200);
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: sql<Date>`now() - interval '8 days'` })
      .where("userId", "=", user.id)
      .execute();
    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(401);
  });

  it("has housekeeping delete sessions idle past the timeout", async () => {
    const idle = await createUser(t.db);
    const active = await createUser(t.db);
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: sql<Date>`now() - interval '8 days'` })
      .where("userId", "=", idle.id)
      .execute();
    await deleteExpiredRows(t.db);
    const left = await t.db
      .selectFrom("sessions")
      .select("userId")
      .where("userId", "in", [idle.id, active.id])
      .execute();
    expect(left.map((row) => row.userId)).toEqual([active.id]);
  });

  it("keeps an active session alive by touching it", async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable("sessions")
      .set({ lastSeenAt: sql<Date>`now() - interval '6 days'` })
      .where("userId", "=", user.id)
      .execute();
    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(200);
    const row = await t.db
      .selectFrom("sessions")
      .select("lastSeenAt")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("signs out everywhere: every session of the user ends, others' stay", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const secondDevice = { ...user };
    const { createSession, SESSION_COOKIE } = await import("../src/auth/sessions.js");
    secondDevice.cookie = `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}`;
    const res = await call(t.app, "POST", "/api/user/sign-out-everywhere", {
      user,
      headers: { origin: PUBLIC_URL },
    });
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ ok: true });
    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(401);
    expect(await call(t.app, "GET", "/api/auth/user", { user: secondDevice })).toHaveStatus(401);
    expect(await call(t.app, "GET", "/api/auth/user", { user: other })).toHaveStatus(200);
  });

  it("never writes a sign-in token or an OIDC code to the logs", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp(
      { db, env: testEnv({ LOG_LEVEL: "info" }) },
      { logger: loggerOptions("info", stream) },
    );
    try {
      await app.inject({ method: "GET", url: "/api/login/verify?token=SECRET-TOKEN-123" });
      await app.inject({
        method: "GET",
        url: "/api/login/oidc/callback?code=SECRET-CODE-456&state=SECRET-STATE-789",
      });
      const log = lines.join("");
      expect(log).toContain("/api/login/verify?token=[redacted]");
      expect(log).not.toMatch(/SECRET-(TOKEN|CODE|STATE)/);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe("8. the origin check compares the full origin with PUBLIC_URL only", () => {
  it.each([
    ["https://localhost:3000", "another scheme"],
    ["http://localhost:3001", "another port"],
    ["http://evil.example", "the request's own Host"],
    ["null", "an opaque origin"],
  ])("refuses Origin %s (%s)", async (origin) => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "POST", "/api/pair/generate", {
      user,
      headers: { origin, host: "evil.example" },
    });
    expect(res).toHaveStatus(403);
    expect(await t.db.selectFrom("pairCodes").where("ownerId", "=", user.id).execute()).toEqual([]);
  });

  it("accepts PUBLIC_URL's own origin", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/pair/generate", {
      user,
      headers: { origin: PUBLIC_URL },
    });
    expect(res).toHaveStatus(200);
  });
});

describe("9. OpenID Connect", () => {
  it("refuses a plain-http issuer other than one on this machine", () => {
    const oidc = { OIDC_CLIENT_ID: "tandem", OIDC_CLIENT_SECRET: "s" };
    expect(() => testEnv({ ...oidc, OIDC_ISSUER_URL: "http://id.example" })).toThrow(/https/);
    expect(() => testEnv({ ...oidc, OIDC_ISSUER_URL: "https://id.example" })).not.toThrow();
    expect(() => testEnv({ ...oidc, OIDC_ISSUER_URL: "http://127.0.0.1:4000" })).not.toThrow();
  });

  it("neither links an account nor grants ADMIN_EMAILS admin through an unverified address", async () => {
    const email = `oidc-admin-${Date.now()}@example.test`;
    const existing = await createUser(t.db, { email });
    const userId = await findOrCreateOidcUser(
      t.db,
      {
        issuer: "https://id.example",
        subject: `unverified-${Date.now()}`,
        email,
        emailVerified: false,
        givenName: null,
        familyName: null,
        picture: null,
      },
      [email],
    );
    expect(userId).not.toBe(existing.id);
    const row = await t.db
      .selectFrom("users")
      .select(["role", "email"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "user", email: null });
  });

  it("takes an address as verified only when the same source says so", () => {
    expect(emailClaims({ email: "a@x.example", email_verified: true }, undefined)).toEqual({
      email: "a@x.example",
      emailVerified: true,
    });
    expect(emailClaims({ email: "a@x.example" }, undefined).emailVerified).toBe(false);
    // The ID token's address is not vouched for by userinfo's flag about another address.
    expect(
      emailClaims({ email: "victim@x.example" }, { email: "mine@x.example", email_verified: true }),
    ).toEqual({ email: "victim@x.example", emailVerified: false });
    expect(emailClaims({}, { email: "b@x.example", email_verified: "true" })).toEqual({
      email: "b@x.example",
      emailVerified: true,
    });
  });
});

describe("10. smaller findings", () => {
  it("keeps only https profile pictures from a sign-in provider (others are shown to people)", () => {
    expect(httpsPictureUrl("https://img.example/a.png")).toBe("https://img.example/a.png");
    expect(httpsPictureUrl("http://img.example/a.png")).toBeNull();
    expect(httpsPictureUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(httpsPictureUrl("javascript:alert(1)")).toBeNull();
  });

  it("refuses a JSON body with __proto__ (prototype poisoning) with a 400 and changes nothing", async () => {
    const user = await createUser(t.db);
    for (const [url, payload] of [
      ["/api/user/phone", '{"phoneNumber":"+351912345678","__proto__":{"isAdmin":true}}'],
      ["/trpc/user.setPhone", '{"phoneNumber":"+351912345678","constructor":{"prototype":{}}}'],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: user.cookie, "content-type": "application/json" },
        payload,
      });
      expect(res, url).toHaveStatus(400);
    }
    const row = await t.db
      .selectFrom("users")
      .select("phoneNumber")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.phoneNumber).toBeNull();
  });

  it("refuses a control character (a NUL, which Postgres cannot store) in free text with a 400", async () => {
    const staff = await createUser(t.db, { role: "admin" });
    const refusals = [
      ["/api/admin/webhooks/clear", { brandName: "\u0000" }, "brandName"],
      [
        "/api/admin/rewards",
        { title: "Cof\u0000fee", description: "Two", pointsCost: 10, isActive: true },
        "title",
      ],
      [
        "/api/admin/rewards",
        { title: "Coffee", description: "Two\u001b", pointsCost: 10 },
        "description",
      ],
    ] as const;
    for (const [url, body, field] of refusals) {
      const res = await call<ApiError>(t.app, "POST", url, { user: staff, body });
      expect(res, url).toHaveStatus(400);
      expect(res.body.fields?.[field], url).toBe("Remove the control characters.");
    }
    const rewards = await t.db
      .selectFrom("rewards")
      .select("id")
      .where("title", "like", "Cof%fee")
      .execute();
    expect(rewards).toEqual([]);
  });

  it("draws another voucher code when one clashes instead of failing", async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const first = await createUser(t.db, { points: 10 });
    const second = await createUser(t.db, { points: 10 });
    const taken = await redeemReward(t.db, first.id, reward.id, null);
    const draws = [taken.voucherCode, "TDM-FRSH-CODE"];
    const result = await redeemReward(t.db, second.id, reward.id, null, () => draws.shift()!);
    expect(result.voucherCode).toBe("TDM-FRSH-CODE");
    expect(result.points).toBe(0);
  });

  it("does not redeem a reward switched off while the redemption waited", async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const user = await createUser(t.db, { points: 10 });
    let redemption!: Promise<unknown>;
    await t.db.transaction().execute(async (db) => {
      await db
        .updateTable("rewards")
        .set({ isActive: false })
        .where("id", "=", reward.id)
        .execute();
      // The admin's switch-off is not committed yet when the redemption starts.
      redemption = redeemReward(t.db, user.id, reward.id, null).then(
        () => "redeemed",
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await redemption).toBe("NOT_FOUND");
    const row = await t.db
      .selectFrom("users")
      .select("points")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.points).toBe(10);
  });

  it("never leaves a paired person typed as a single when setType races a pairing", async () => {
    const pairAndType = async (order: "pair first" | "type first" | "race") => {
      const a = await createUser(t.db);
      const b = await createUser(t.db);
      const { code } = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: a }))
        .body;
      const pairing = () => call(t.app, "POST", "/api/pair/use", { user: b, body: { code } });
      const typing = () =>
        call(t.app, "POST", "/api/user/type", { user: b, body: { userType: "single" } });
      let paired, typed;
      if (order === "race") [paired, typed] = await Promise.all([pairing(), typing()]);
      else if (order === "pair first") [paired, typed] = [await pairing(), await typing()];
      else [typed, paired] = [await typing(), await pairing()];
      // Whichever runs first, the pairing wins: a single may use a code, and a paired
      // person may not become a single. The one state that must never occur: paired, single.
      expect(paired).toHaveStatus(200);
      const row = await t.db
        .selectFrom("users")
        .select(["coupleId", "userType"])
        .where("id", "=", b.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ coupleId: expect.any(String), userType: "couple" });
      return typed.status;
    };
    // Each order once on its own, so both outcomes are known to occur ...
    expect(await pairAndType("type first")).toBe(200);
    expect(await pairAndType("pair first")).toBe(409);
    // ... then raced: either outcome, never a paired single.
    for (let round = 0; round < 10; round++) {
      expect([200, 409]).toContain(await pairAndType("race"));
    }
  });

  it("hides a match's handles once the other person has paired", async () => {
    const { a, b } = await matched(t);
    await t.db
      .updateTable("matchingProfiles")
      .set({ instagramHandle: "ben.insta" })
      .where("userId", "=", b.id)
      .execute();
    const before = await call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", { user: a });
    expect(before.body.find((m) => m.userId === b.id)?.instagramHandle).toBe("ben.insta");
    const partner = await createUser(t.db);
    expect(await pairUp(b, partner)).toHaveStatus(200);
    const after = await call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", { user: a });
    const match = after.body.find((m) => m.userId === b.id);
    expect(match).toBeDefined();
    expect(match!.instagramHandle).toBeNull();
    expect(match!.snapchatHandle).toBeNull();
    expect(match!.facebookHandle).toBeNull();
  });
});
