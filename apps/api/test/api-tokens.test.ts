// API tokens for other teams' services: created by staff (shown once, stored hashed), sent as
// `Authorization: Bearer` over tRPC and REST, reaching only their scopes' procedures,
// refused in words when unknown, expired or revoked, rate limited per token, and every use
// written as an audit row. A token is never a session cookie, nor a cookie a token.
import { createHash } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMIT,
  type ApiError,
  type ErrorReason,
  type ApiToken,
  type CreatedApiToken,
  type Reward,
  type WaitlistRow,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/auth/sessions.js";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();

async function staff(): Promise<TestUser> {
  return createUser(t.db, { role: "admin" });
}

async function createToken(
  admin: TestUser,
  scopes: string[],
  fields: { name?: string; expiresInDays?: number } = {},
): Promise<CreatedApiToken> {
  const created = await call<CreatedApiToken>(t.app, "POST", "/api/admin/api-tokens", {
    user: admin,
    headers: { origin: PUBLIC_URL },
    body: {
      name: fields.name ?? "Partner rewards sync",
      scopes,
      expiresInDays: fields.expiresInDays ?? 30,
    },
  });
  expect(created, created.text).toHaveStatus(201);
  return created.body;
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** tRPC over HTTP as a service would call it (GET for a query, POST for a mutation). */
async function trpc(
  type: "query" | "mutation",
  path: string,
  input: unknown,
  headers: Record<string, string>,
) {
  const response =
    type === "query"
      ? await t.app.inject({
          method: "GET",
          url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`,
          headers,
        })
      : await t.app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(input ?? {}),
        });
  const body = JSON.parse(response.body) as {
    result?: { data: unknown };
    error?: { message: string; data: { code: string; httpStatus: number; reason?: string } };
  };
  return { status: response.statusCode, body };
}

/** The audit rows are written once the answer is sent: wait until `count` are there. */
async function usesOf(tokenId: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await t.db
      .selectFrom("apiTokenUses")
      .selectAll()
      .where("tokenId", "=", tokenId)
      .orderBy("id")
      .execute();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} audit rows for ${tokenId}`);
}

describe("creating, listing and revoking (staff with a session)", () => {
  it("shows the secret once, stores only its SHA-256, and lists the token without it", async () => {
    const admin = await staff();
    const { token, secret } = await createToken(admin, ["rewards:read", "waitlist:read"], {
      name: "CRM nightly",
      expiresInDays: 7,
    });
    expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(secret.length).toBeGreaterThan(40);
    expect(token).toMatchObject({
      name: "CRM nightly",
      scopes: ["rewards:read", "waitlist:read"],
      prefix: secret.slice(0, 8),
      createdBy: { id: admin.id, email: admin.email },
      revokedAt: null,
      lastUsedAt: null,
      uses: 0,
    });
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const row = await t.db
      .selectFrom("apiTokens")
      .selectAll()
      .where("id", "=", token.id)
      .executeTakeFirstOrThrow();
    expect(row.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret.slice(API_TOKEN_PREFIX.length));

    const list = await call<ApiToken[]>(t.app, "GET", "/api/admin/api-tokens", { user: admin });
    expect(list).toHaveStatus(200);
    expect(list.body.find((x) => x.id === token.id)?.name).toBe("CRM nightly");
    expect(list.text).not.toContain(secret.slice(API_TOKEN_PREFIX.length));
  });

  it("refuses bad input in words (400, nothing stored)", async () => {
    const admin = await staff();
    const before = await t.db
      .selectFrom("apiTokens")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    for (const body of [
      { name: "x", scopes: [], expiresInDays: 30 },
      { name: "x", scopes: ["account:read"], expiresInDays: 30 },
      { name: "x", scopes: ["rewards:read"], expiresInDays: 10_000 },
      { name: " ", scopes: ["rewards:read"], expiresInDays: 30 },
    ]) {
      const res = await call<ApiError>(t.app, "POST", "/api/admin/api-tokens", {
        user: admin,
        headers: { origin: PUBLIC_URL },
        body,
      });
      expect(res, JSON.stringify(body)).toFailWith(400, "BAD_REQUEST");
      expect(res.body.message).not.toMatch(/invalid input/i);
    }
    const after = await t.db
      .selectFrom("apiTokens")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("is staff only: a plain user gets 403, and no token manages tokens", async () => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "GET", "/api/admin/api-tokens", { user });
    expect(res).toHaveStatus(403);
    const { secret } = await createToken(await staff(), [
      "rewards:read",
      "rewards:write",
      "waitlist:read",
      "moderation:read",
    ]);
    const withToken = await call<ApiError>(t.app, "GET", "/api/admin/api-tokens", {
      headers: bearer(secret),
    });
    expect(withToken).toFailWith(403, "FORBIDDEN", "TOKEN_SCOPE_MISSING");
    const create = await call<ApiError>(t.app, "POST", "/api/admin/api-tokens", {
      headers: bearer(secret),
      body: { name: "more", scopes: ["rewards:read"], expiresInDays: 7 },
    });
    expect(create).toHaveStatus(403);
  });
});

describe("calls with a token, over REST and tRPC", () => {
  it("reaches its scopes' procedures on both transports", async () => {
    const admin = await staff();
    const { secret } = await createToken(admin, ["rewards:read", "rewards:write", "waitlist:read"]);
    const rest = await call<Reward[]>(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(secret),
    });
    expect(rest).toHaveStatus(200);
    expect(Array.isArray(rest.body)).toBe(true);
    const viaTrpc = await trpc("query", "admin.listRewards", undefined, bearer(secret));
    expect(viaTrpc).toHaveStatus(200);
    expect(viaTrpc.body.result?.data).toEqual(rest.body);

    const created = await call<Reward>(t.app, "POST", "/api/admin/rewards", {
      headers: bearer(secret),
      body: { title: "Token coffee", description: "Made by a service", pointsCost: 30 },
    });
    expect(created, created.text).toHaveStatus(201);
    const reward = await t.db
      .selectFrom("rewards")
      .select("createdById")
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(reward.createdById).toBe(admin.id);
    const off = await trpc(
      "mutation",
      "admin.setRewardActive",
      { id: created.body.id, isActive: false },
      bearer(secret),
    );
    expect(off).toHaveStatus(200);

    await call(t.app, "POST", "/api/waitlist", {
      body: { email: `wait-${Date.now()}@example.test` },
    });
    const waitlist = await call<WaitlistRow[]>(t.app, "GET", "/api/admin/waitlist", {
      headers: bearer(secret),
    });
    expect(waitlist).toHaveStatus(200);
    expect(waitlist.body.length).toBeGreaterThan(0);
    const csv = await trpc("query", "moderation.waitlistCsv", undefined, bearer(secret));
    expect(csv).toHaveStatus(200);
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select(["actorId", "note"])
      .where("action", "=", "waitlist-export")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.actorId).toBe(admin.id);
    expect(audit.note).toContain('with the API token "Partner rewards sync"');
  });

  it("is refused (403, in words) outside its scopes, and never reaches a person's own data", async () => {
    const { secret } = await createToken(await staff(), ["rewards:read"]);
    const write = await call<ApiError>(t.app, "POST", "/api/admin/rewards", {
      headers: bearer(secret),
      body: { title: "No", description: "No", pointsCost: 1 },
    });
    expect(write).toFailWith(403, "FORBIDDEN", "TOKEN_SCOPE_MISSING");
    expect(write.body.message).toContain("rewards:write");
    for (const [method, url] of [
      ["GET", "/api/auth/user"],
      ["GET", "/api/rewards"],
      ["GET", "/api/account/export"],
      ["GET", "/api/admin/users?email=a%40example.test"],
      ["GET", "/api/admin/audit-log"],
      ["GET", "/api/admin/reports"],
    ] as const) {
      const res = await call<ApiError>(t.app, method, url, { headers: bearer(secret) });
      expect(res, url).toHaveStatus(403);
      expect(res.body.reason, url).toBe("TOKEN_SCOPE_MISSING");
      expect(res.body.message, url).toMatch(/API token/);
    }
    const me = await trpc("query", "user.me", undefined, bearer(secret));
    expect(me).toHaveStatus(403);
    expect(me.body.error?.data.reason).toBe("TOKEN_SCOPE_MISSING");
    const stream = await t.app.inject({
      method: "GET",
      url: "/trpc/events.stream",
      headers: { ...bearer(secret), accept: "text/event-stream" },
    });
    expect(stream.body).not.toMatch(/"result"|event: message/);
  });

  it("answers 401 in words for an unknown, malformed, expired or revoked token", async () => {
    const admin = await staff();
    const cases: [Record<string, string>, ErrorReason][] = [
      [bearer(`${API_TOKEN_PREFIX}nope`), "TOKEN_INVALID"],
      [{ authorization: "Basic dXNlcjpwYXNz" }, "TOKEN_INVALID"],
      [{ authorization: "Bearer" }, "TOKEN_INVALID"],
    ];
    const expired = await createToken(admin, ["rewards:read"]);
    await t.db
      .updateTable("apiTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("id", "=", expired.token.id)
      .execute();
    cases.push([bearer(expired.secret), "TOKEN_EXPIRED"]);
    const revoked = await createToken(admin, ["rewards:read"]);
    expect(
      await call(t.app, "GET", "/api/admin/rewards", { headers: bearer(revoked.secret) }),
    ).toHaveStatus(200);
    const revoke = await call<ApiToken>(
      t.app,
      "POST",
      `/api/admin/api-tokens/${revoked.token.id}/revoke`,
      {
        user: admin,
        headers: { origin: PUBLIC_URL },
      },
    );
    expect(revoke).toHaveStatus(200);
    expect(revoke.body.revokedAt).not.toBeNull();
    cases.push([bearer(revoked.secret), "TOKEN_REVOKED"]);

    for (const [headers, reason] of cases) {
      const rest = await call<ApiError>(t.app, "GET", "/api/admin/rewards", { headers });
      expect(rest, reason).toFailWith(401, "UNAUTHORIZED", reason);
      expect(rest.body.message.length).toBeGreaterThan(30);
      const viaTrpc = await trpc("query", "admin.listRewards", undefined, headers);
      expect(viaTrpc, reason).toHaveStatus(401);
      expect(viaTrpc.body.error?.data.reason).toBe(reason);
    }
  });

  it("stops working when its creator is no longer staff", async () => {
    const admin = await staff();
    const { secret } = await createToken(admin, ["rewards:read"]);
    await t.db.updateTable("users").set({ role: "user" }).where("id", "=", admin.id).execute();
    const res = await call<ApiError>(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(secret),
    });
    expect(res).toFailWith(401, "UNAUTHORIZED", "TOKEN_REVOKED");
  });
});

describe("a token is not a session, nor a session a token", () => {
  it("a token sent as the session cookie is not signed in; a session sent as a token is refused", async () => {
    const admin = await staff();
    const { secret } = await createToken(admin, ["rewards:read"]);
    const asCookie = await call<ApiError>(t.app, "GET", "/api/admin/rewards", {
      headers: { cookie: `${SESSION_COOKIE}=${secret}` },
    });
    expect(asCookie).toHaveStatus(401);
    const sessionSecret = admin.cookie.split("=")[1]!;
    const asToken = await call<ApiError>(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(sessionSecret),
    });
    expect(asToken).toFailWith(401, "UNAUTHORIZED", "TOKEN_INVALID");
    const prefixed = await call<ApiError>(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(`${API_TOKEN_PREFIX}${sessionSecret}`),
    });
    expect(prefixed).toHaveStatus(401);
    // With a token, a cookie sent along is ignored: the token's scopes decide.
    const both = await call<ApiError>(t.app, "GET", "/api/auth/user", {
      headers: { ...bearer(secret), cookie: admin.cookie },
    });
    expect(both).toHaveStatus(403);
  });
});

describe("rate limit and audit rows", () => {
  it(`allows ${API_TOKEN_RATE_LIMIT.limit} calls a window per token, then 429 with Retry-After`, async () => {
    const admin = await staff();
    const one = await createToken(admin, ["rewards:read"]);
    const other = await createToken(admin, ["rewards:read"]);
    for (let i = 0; i < API_TOKEN_RATE_LIMIT.limit; i++) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/admin/rewards",
        headers: bearer(one.secret),
      });
      expect(res, `call ${i + 1}`).toHaveStatus(200);
    }
    const over = await call<ApiError>(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(one.secret),
    });
    expect(over).toFailWith(429, "TOO_MANY_REQUESTS");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    const viaTrpc = await trpc("query", "admin.listRewards", undefined, bearer(one.secret));
    expect(viaTrpc).toHaveStatus(429);
    // Another token of the same creator has its own count.
    expect(
      await call(t.app, "GET", "/api/admin/rewards", { headers: bearer(other.secret) }),
    ).toHaveStatus(200);
  });

  it("writes one audit row per use (refused ones too) and shows the last use in the list", async () => {
    const admin = await staff();
    const { token, secret } = await createToken(admin, ["rewards:read"]);
    await call(t.app, "GET", "/api/admin/rewards", {
      headers: bearer(secret),
      remoteAddress: "10.1.2.3",
    });
    await trpc("query", "admin.listRewards", undefined, bearer(secret));
    await call(t.app, "GET", "/api/admin/waitlist", { headers: bearer(secret) });
    const rows = await usesOf(token.id, 3);
    expect(rows.map((r) => [r.request, r.status])).toEqual([
      ["GET /api/admin/rewards", 200],
      ["GET /trpc/admin.listRewards", 200],
      ["GET /api/admin/waitlist", 403],
    ]);
    expect(rows[0]!.ip).toBe("10.1.2.3");
    const list = await call<ApiToken[]>(t.app, "GET", "/api/admin/api-tokens", { user: admin });
    const listed = list.body.find((x) => x.id === token.id)!;
    expect(listed.uses).toBe(3);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.recentUses[0]).toMatchObject({ request: "GET /api/admin/waitlist", status: 403 });
  });
});
