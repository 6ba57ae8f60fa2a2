// Staff actions on credentials are audited (decision 258): making and revoking an API token
// (with who revoked it), reading the waitlist as JSON as the CSV is; and a token's rate
// limit counts each call of a tRPC batch.
import {
  API_TOKEN_RATE_LIMIT,
  MAX_BATCH_CALLS,
  type ApiToken,
  type CreatedApiToken,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();

const auditOf = (actorId: string) =>
  t.db
    .selectFrom("moderationAuditLog")
    .select(["action", "note"])
    .where("actorId", "=", actorId)
    .orderBy("id")
    .execute();

async function createToken(admin: TestUser, name: string, scopes: string[]) {
  const created = await call<CreatedApiToken>(t.app, "POST", "/api/admin/api-tokens", {
    user: admin,
    headers: { origin: PUBLIC_URL },
    body: { name, scopes, expiresInDays: 30 },
  });
  expect(created).toHaveStatus(201);
  return created.body;
}

describe("API tokens and the waitlist in the audit log", () => {
  it("writes who made a token (name, scopes, expiry) and who revoked it, once", async () => {
    const maker = await createUser(t.db, { role: "admin" });
    const revoker = await createUser(t.db, { role: "admin" });
    const { token } = await createToken(maker, "probe-rw", ["waitlist:read", "rewards:read"]);
    for (let i = 0; i < 2; i++) {
      const revoked = await call<ApiToken>(
        t.app,
        "POST",
        `/api/admin/api-tokens/${token.id}/revoke`,
        { user: revoker, headers: { origin: PUBLIC_URL } },
      );
      expect(revoked).toHaveStatus(200);
    }
    expect(await auditOf(maker.id)).toEqual([
      {
        action: "api-token-create",
        note: 'Made the API token "probe-rw" (waitlist:read, rewards:read), valid 30 days.',
      },
    ]);
    expect(await auditOf(revoker.id)).toEqual([
      { action: "api-token-revoke", note: 'Revoked the API token "probe-rw".' },
    ]);
    const row = await t.db
      .selectFrom("apiTokens")
      .select("revokedById")
      .where("id", "=", token.id)
      .executeTakeFirstOrThrow();
    expect(row.revokedById).toBe(revoker.id);
  });

  it("audits reading the waitlist as JSON, with a session and with a token, as the CSV", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    expect(await call(t.app, "GET", "/api/admin/waitlist", { user: admin })).toHaveStatus(200);
    const { secret } = await createToken(admin, "waitlist-reader", ["waitlist:read"]);
    const viaToken = await call(t.app, "GET", "/api/admin/waitlist", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(viaToken).toHaveStatus(200);
    const reads = (await auditOf(admin.id)).filter((row) => row.action === "waitlist-read");
    expect(reads).toHaveLength(2);
    expect(reads[0]!.note).toMatch(/^Read the waitlist \(\d+ entr(y|ies)\)\.$/);
    expect(reads[1]!.note).toMatch(/with the API token "waitlist-reader"\.$/);
  });
});

describe("a token's rate limit", () => {
  it(`counts each call of a batch: ${API_TOKEN_RATE_LIMIT.limit / MAX_BATCH_CALLS} batches of ${MAX_BATCH_CALLS} use the window`, async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { secret } = await createToken(admin, "batcher", ["rewards:read"]);
    const batch = Array.from({ length: MAX_BATCH_CALLS }, () => "admin.listRewards").join(",");
    const input = encodeURIComponent(
      JSON.stringify(
        Object.fromEntries(Array.from({ length: MAX_BATCH_CALLS }, (_, i) => [i, {}])),
      ),
    );
    const send = () =>
      t.app.inject({
        url: `/trpc/${batch}?batch=1&input=${input}`,
        headers: { authorization: `Bearer ${secret}` },
      });
    const batches = Math.floor(API_TOKEN_RATE_LIMIT.limit / MAX_BATCH_CALLS);
    for (let i = 0; i < batches; i++) expect((await send()).statusCode, `batch ${i + 1}`).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
