import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../test/helpers.js";

const t = useTestApp();

async function makeReward(
  fields: { pointsCost?: number; isActive?: boolean; title?: string } = {},
) {
  return t.db
    .insertInto("rewards")
    .values({
      title: fields.title ?? "Test reward",
      description: "For the tests",
      pointsCost: fields.pointsCost ?? 100,
      isActive: fields.isActive ?? true,
    })
    .returning(["id", "pointsCost"])
    .executeTakeFirstOrThrow();
}

const ledgerSum = async (userId: string) => {
  const rows = await t.db
    .selectFrom("pointsLedger")
    .select("delta")
    .where("userId", "=", userId)
    .execute();
  return rows.reduce((sum, r) => sum + r.delta, 0);
};

describe("GET /api/rewards", () => {
  it("lists active rewards only, cheapest first, with the spec's fields", async () => {
    const user = await createUser(t.db);
    const hidden = await makeReward({ isActive: false, title: "Hidden" });
    const res = await call(t.app, "GET", "/api/rewards", { user });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6); // the starter rewards
    expect(res.body.map((r: { id: number }) => r.id)).not.toContain(hidden.id);
    const costs = res.body.map((r: { pointsCost: number }) => r.pointsCost);
    expect(costs).toEqual([...costs].sort((x: number, y: number) => x - y));
    expect(Object.keys(res.body[0]).sort()).toEqual(
      [
        "brandName",
        "description",
        "id",
        "imageUrl",
        "isActive",
        "location",
        "pointsCost",
        "title",
      ].sort(),
    );
  });

  it("is 401 signed out", async () => {
    expect((await call(t.app, "GET", "/api/rewards")).status).toBe(401);
  });
});

describe("POST /api/rewards/{id}/redeem", () => {
  it("spends the cost, issues a voucher, writes the ledger, and lists it in my vouchers", async () => {
    const reward = await makeReward({ pointsCost: 30 });
    const user = await createUser(t.db, { points: 100 });
    const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user });
    expect(res.status).toBe(200);
    expect(res.body.voucherCode).toMatch(/^TDM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(res.body.points).toBe(70);
    const me = (await call(t.app, "GET", "/api/auth/user", { user })).body;
    expect(me.points).toBe(70);
    // The balance is what the ledger says it is (100 were granted outside the ledger here).
    expect(await ledgerSum(user.id)).toBe(-30);
    const vouchers = await call(t.app, "GET", "/api/rewards/redemptions", { user });
    expect(vouchers.status).toBe(200);
    expect(vouchers.body).toHaveLength(1);
    expect(vouchers.body[0]).toMatchObject({
      voucherCode: res.body.voucherCode,
      pointsSpent: 30,
      reward: { id: reward.id },
    });
  });

  it("is 409 with too few points, and changes nothing", async () => {
    const reward = await makeReward({ pointsCost: 300 });
    const user = await createUser(t.db, { points: 120 });
    const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Not enough points: this reward costs 300 points and you have 120.",
    );
    expect((await call(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(120);
    expect((await call(t.app, "GET", "/api/rewards/redemptions", { user })).body).toEqual([]);
  });

  it("is 404 for an unknown or inactive reward, 400 for a malformed id, 401 signed out", async () => {
    const user = await createUser(t.db, { points: 1000 });
    const inactive = await makeReward({ isActive: false });
    expect((await call(t.app, "POST", `/api/rewards/${inactive.id}/redeem`, { user })).status).toBe(
      404,
    );
    expect((await call(t.app, "POST", "/api/rewards/999999/redeem", { user })).status).toBe(404);
    const bad = await call(t.app, "POST", "/api/rewards/abc/redeem", { user });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("id");
    expect((await call(t.app, "POST", `/api/rewards/${inactive.id}/redeem`)).status).toBe(401);
  });

  it("gives exactly one voucher for 50 simultaneous redemptions from a balance that covers one", async () => {
    const reward = await makeReward({ pointsCost: 100 });
    const user = await createUser(t.db, { points: 150 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect((await call(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(50);
    const redemptions = await t.db
      .selectFrom("redemptions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(-100);
  });

  it("returns the first voucher for a retry with the same Idempotency-Key, even when sent at once", async () => {
    const reward = await makeReward({ pointsCost: 10 });
    const user = await createUser(t.db, { points: 100 });
    const headers = { "idempotency-key": "retry-123" };
    const first = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user, headers });
    const retry = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user, headers });
    expect(retry.status).toBe(200);
    expect(retry.body.voucherCode).toBe(first.body.voucherCode);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
          user,
          headers: { "idempotency-key": "burst-1" },
        }),
      ),
    );
    expect(new Set(burst.map((r) => r.body.voucherCode)).size).toBe(1);
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect((await call(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(80);

    const other = await makeReward({ pointsCost: 10 });
    const misuse = await call(t.app, "POST", `/api/rewards/${other.id}/redeem`, { user, headers });
    expect(misuse.status).toBe(409);
  });

  it("issues distinct voucher codes", async () => {
    const reward = await makeReward({ pointsCost: 1 });
    const user = await createUser(t.db, { points: 20 });
    const codes = [];
    for (let i = 0; i < 20; i++)
      codes.push(
        (await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user })).body.voucherCode,
      );
    expect(new Set(codes).size).toBe(20);
  });
});

describe("GET /api/rewards/redemptions", () => {
  it("shows only my own vouchers, and is 401 signed out", async () => {
    const reward = await makeReward({ pointsCost: 5 });
    const me = await createUser(t.db, { points: 5 });
    const other = await createUser(t.db, { points: 5 });
    await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: other });
    expect((await call(t.app, "GET", "/api/rewards/redemptions", { user: me })).body).toEqual([]);
    expect((await call(t.app, "GET", "/api/rewards/redemptions")).status).toBe(401);
  });
});

describe("admin rewards", () => {
  const valid = {
    title: "Wine tasting",
    description: "Two glasses each",
    pointsCost: "250",
    brandName: "",
    location: " Porto ",
    imageUrl: "",
    isActive: true,
  };

  it("lets an admin create a reward (active, cost parsed as an integer, empty fields null)", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const res = await call(t.app, "POST", "/api/admin/rewards", { user: admin, body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Wine tasting",
      pointsCost: 250,
      brandName: null,
      location: "Porto",
      imageUrl: null,
      isActive: true,
    });
    const user = await createUser(t.db);
    const visible = (await call(t.app, "GET", "/api/rewards", { user })).body.map(
      (r: { id: number }) => r.id,
    );
    expect(visible).toContain(res.body.id);
  });

  it.each([
    ["title", { title: "" }],
    ["title", { title: undefined }],
    ["description", { description: "  " }],
    ["pointsCost", { pointsCost: "" }],
    ["pointsCost", { pointsCost: "12.5" }],
    ["pointsCost", { pointsCost: 0 }],
    ["pointsCost", { pointsCost: "lots" }],
    ["imageUrl", { imageUrl: "javascript:alert(1)" }],
  ])("refuses a bad %s with 400 naming it, and creates nothing", async (field, change) => {
    const admin = await createUser(t.db, { role: "admin" });
    const before = (await call(t.app, "GET", "/api/admin/rewards", { user: admin })).body.length;
    const res = await call(t.app, "POST", "/api/admin/rewards", {
      user: admin,
      body: { ...valid, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    expect((await call(t.app, "GET", "/api/admin/rewards", { user: admin })).body.length).toBe(
      before,
    );
  });

  it("lists every reward, including inactive ones, and switches them on and off", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward({ isActive: true });
    const off = await call(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    const all = (await call(t.app, "GET", "/api/admin/rewards", { user: admin })).body;
    expect(all.find((r: { id: number }) => r.id === reward.id)).toMatchObject({ isActive: false });
    const on = await call(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: true },
    });
    expect(on.body.isActive).toBe(true);
    expect(
      (
        await call(t.app, "PATCH", "/api/admin/rewards/999999", {
          user: admin,
          body: { isActive: true },
        })
      ).status,
    ).toBe(404);
    const bad = await call(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("isActive");
  });

  it("is 403 for a plain user and 401 signed out on every admin call, changing nothing", async () => {
    const user = await createUser(t.db);
    const reward = await makeReward({ isActive: true });
    const calls = [
      ["GET", "/api/admin/rewards", undefined],
      ["POST", "/api/admin/rewards", valid],
      ["PATCH", `/api/admin/rewards/${reward.id}`, { isActive: false }],
    ] as const;
    for (const [method, url, body] of calls) {
      const forbidden = await call(t.app, method, url, { user, body });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe("FORBIDDEN");
      expect((await call(t.app, method, url, { body })).status).toBe(401);
    }
    const row = await t.db
      .selectFrom("rewards")
      .select("isActive")
      .where("id", "=", reward.id)
      .executeTakeFirstOrThrow();
    expect(row.isActive).toBe(true);
  });
});
