// A partner's till (decisions 331-333): a vouchers:redeem token bound to one brand checks a
// code and marks it used exactly once, audited; unknown and other brands' codes get the same
// 404; expired, used, malformed codes and revoked tokens are refused in words.
import type {
  ApiError,
  CreatedApiToken,
  Redemption,
  RedemptionResult,
  Voucher,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "../../../test/helpers.js";
import { fillPool, makeReward } from "../rewards/test-support.js";

const t = useTestApp();
const origin = { origin: PUBLIC_URL };

async function partnerToken(admin: TestUser, brandName: string): Promise<CreatedApiToken> {
  const res = await call<CreatedApiToken>(t.app, "POST", "/api/admin/api-tokens", {
    user: admin,
    headers: origin,
    body: { name: `${brandName} till`, scopes: ["vouchers:redeem"], expiresInDays: 30, brandName },
  });
  expect(res, res.text).toHaveStatus(201);
  return res.body;
}

const till = (secret: string, action: "check" | "use", code: string) =>
  call<Voucher & ApiError>(t.app, "POST", `/api/vouchers/${action}`, {
    headers: { authorization: `Bearer ${secret}` },
    body: { code },
  });

async function voucherOf(brandName: string, fields: { codesValidUntil?: string } = {}) {
  const reward = await makeReward(t.db, { brandName, pointsCost: 5, ...fields });
  const user = await createUser(t.db, { points: 5 });
  const res = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
    user,
  });
  expect(res).toHaveStatus(200);
  return { reward, user, code: res.body.voucherCode };
}

const brand = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

describe("POST /api/vouchers/check and /api/vouchers/use", () => {
  it("checks a valid code, uses it once, and the person sees when; audited", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const cinema = brand("Cinema");
    const { secret } = await partnerToken(admin, cinema);
    const { reward, user, code } = await voucherOf(`  ${cinema.toUpperCase()} `);

    const checked = await till(secret, "check", code.toLowerCase());
    expect(checked, checked.text).toHaveStatus(200);
    expect(checked.body).toMatchObject({
      code,
      state: "valid",
      usedAt: null,
      validUntil: null,
      reward: { id: reward.id, pointsCost: 5 },
    });
    const used = await till(secret, "use", code);
    expect(used).toHaveStatus(200);
    expect(used.body.state).toBe("used");
    const again = await till(secret, "use", code);
    expect(again).toHaveStatus(409);
    expect(again.body.reason).toBe("VOUCHER_USED");
    expect(again.body.message).toMatch(
      /^This code was already used on \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
    );
    const afterwards = await till(secret, "check", code);
    expect(afterwards.body).toMatchObject({ state: "used", usedAt: used.body.usedAt });

    const mine = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", { user });
    expect(mine.body[0]).toMatchObject({ voucherCode: code, usedAt: used.body.usedAt });
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select(["actorId", "targetUserId", "note"])
      .where("action", "=", "voucher-use")
      .where("targetUserId", "=", user.id)
      .execute();
    expect(audit).toEqual([
      {
        actorId: admin.id,
        targetUserId: user.id,
        note: `${cinema}'s token "${cinema} till" used the voucher ${code} for "${reward.title}".`,
      },
    ]);
  });

  it("answers an unknown code and another brand's code alike, and changes nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const ours = brand("Cafe");
    const { secret } = await partnerToken(admin, ours);
    const foreign = await voucherOf(brand("Spa"));
    const answers = [];
    for (const code of [foreign.code, "TDM-ZZZZ-ZZZZ"]) {
      for (const action of ["check", "use"] as const) {
        const res = await till(secret, action, code);
        expect(res).toHaveStatus(404);
        answers.push({ ...res.body, message: res.body.message.replace(code, "<code>") });
      }
    }
    expect(answers[0]).toEqual({
      code: "NOT_FOUND",
      reason: "VOUCHER_UNKNOWN",
      message: `No voucher of ${ours} has the code <code>.`,
    });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const row = await t.db
      .selectFrom("redemptions")
      .select("usedAt")
      .where("voucherCode", "=", foreign.code)
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();
  });

  it("refuses an expired code in words, and a code still valid on its last day is used", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const name = brand("Bistro");
    const { secret } = await partnerToken(admin, name);
    const expired = await voucherOf(name, { codesValidUntil: "2020-01-31" });
    const check = await till(secret, "check", expired.code);
    expect(check.body).toMatchObject({ state: "expired", validUntil: "2020-01-31" });
    const use = await till(secret, "use", expired.code);
    expect(use).toHaveStatus(409);
    expect(use.body).toMatchObject({
      reason: "VOUCHER_EXPIRED",
      message: "This code has expired: it was valid until 2020-01-31.",
    });
    const today = new Date().toISOString().slice(0, 10);
    const lastDay = await voucherOf(name, { codesValidUntil: today });
    expect(await till(secret, "use", lastDay.code)).toHaveStatus(200);
  });

  it("marks a code used exactly once for 20 tills at once", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const name = brand("Race");
    const { secret } = await partnerToken(admin, name);
    const reward = await makeReward(t.db, { brandName: name, pointsCost: 1 });
    await fillPool(
      t.db,
      reward.id,
      ["RACE-0001"].map((c) => `${c}-${name.slice(-5).toUpperCase()}`),
    );
    const user = await createUser(t.db, { points: 1 });
    const { voucherCode } = (
      await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user })
    ).body;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => till(secret, "use", voucherCode)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select("id")
      .where("action", "=", "voucher-use")
      .where("targetUserId", "=", user.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses malformed codes, a revoked token, other tokens and people, in words", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const name = brand("Gym");
    const token = await partnerToken(admin, name);
    const { code } = await voucherOf(name);
    for (const bad of ["", "ab", "TDM 1234 5678!", "X".repeat(41)]) {
      const res = await till(token.secret, "check", bad);
      expect(res).toHaveStatus(400);
      expect(res.body.fields?.code).toBe(
        "A code is 4 to 40 letters, digits and dashes (like TDM-7KQ2-M9XF).",
      );
    }
    const person = await createUser(t.db);
    const asPerson = await call<ApiError>(t.app, "POST", "/api/vouchers/check", {
      user: person,
      headers: origin,
      body: { code },
    });
    expect(asPerson).toHaveStatus(403);
    const asStaff = await call<ApiError>(t.app, "POST", "/api/vouchers/check", {
      user: admin,
      headers: origin,
      body: { code },
    });
    expect(asStaff).toHaveStatus(403);
    expect(asStaff.body.reason).toBe("VOUCHER_PARTNER_ONLY");

    const revoke = await call(t.app, "POST", `/api/admin/api-tokens/${token.token.id}/revoke`, {
      user: admin,
      headers: origin,
    });
    expect(revoke).toHaveStatus(200);
    const revoked = await till(token.secret, "use", code);
    expect(revoked).toHaveStatus(401);
    expect(revoked.body.reason).toBe("TOKEN_REVOKED");
    const row = await t.db
      .selectFrom("redemptions")
      .select("usedAt")
      .where("voucherCode", "=", code)
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();
  });

  it("creates a partner token only with a brand and the one scope", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const make = (body: object) =>
      call<ApiError>(t.app, "POST", "/api/admin/api-tokens", {
        user: admin,
        headers: origin,
        body: { name: "Till", expiresInDays: 30, ...body },
      });
    const noBrand = await make({ scopes: ["vouchers:redeem"] });
    expect(noBrand).toHaveStatus(400);
    expect(noBrand.body.fields?.brandName).toBe(
      "Name the partner brand whose vouchers this token checks, as the rewards name it.",
    );
    const mixed = await make({ scopes: ["vouchers:redeem", "rewards:read"], brandName: "X" });
    expect(mixed).toHaveStatus(400);
    expect(mixed.body.fields?.scopes).toMatch(/alone/);
    const brandWithout = await make({ scopes: ["rewards:read"], brandName: "X" });
    expect(brandWithout).toHaveStatus(400);
    expect(brandWithout.body.fields?.brandName).toMatch(/^Only a token with the scope/);
  });
});
