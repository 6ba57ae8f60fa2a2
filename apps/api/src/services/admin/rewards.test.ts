import type { ApiError, Reward } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { makeReward } from "../rewards/test-support.js";

const t = useTestApp();

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
    const res = await call<Reward>(t.app, "POST", "/api/admin/rewards", {
      user: admin,
      body: valid,
    });
    expect(res).toHaveStatus(201);
    expect(res.body).toMatchObject({
      title: "Wine tasting",
      pointsCost: 250,
      brandName: null,
      location: "Porto",
      imageUrl: null,
      isActive: true,
    });
    const user = await createUser(t.db);
    const visible = (await call<Reward[]>(t.app, "GET", "/api/rewards", { user })).body.map(
      (r) => r.id,
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
    const before = (await call<Reward[]>(t.app, "GET", "/api/admin/rewards", { user: admin })).body
      .length;
    const res = await call<ApiError>(t.app, "POST", "/api/admin/rewards", {
      user: admin,
      body: { ...valid, ...change },
    });
    expect(res).toHaveStatus(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(
      (await call<Reward[]>(t.app, "GET", "/api/admin/rewards", { user: admin })).body.length,
    ).toBe(before);
  });

  it("lists every reward, including inactive ones, and switches them on and off", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db, { isActive: true });
    const off = await call<Reward>(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: false },
    });
    expect(off).toHaveStatus(200);
    expect(off.body.isActive).toBe(false);
    const all = (await call<Reward[]>(t.app, "GET", "/api/admin/rewards", { user: admin })).body;
    expect(all.find((r) => r.id === reward.id)).toMatchObject({ isActive: false });
    const on = await call<Reward>(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: true },
    });
    expect(on.body.isActive).toBe(true);
    expect(
      await call(t.app, "PATCH", "/api/admin/rewards/999999", {
        user: admin,
        body: { isActive: true },
      }),
    ).toHaveStatus(404);
    const bad = await call<ApiError>(t.app, "PATCH", `/api/admin/rewards/${reward.id}`, {
      user: admin,
      body: { isActive: "yes" },
    });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields).toHaveProperty("isActive");
  });

  it("is 403 for a plain user and 401 signed out on every admin call, changing nothing", async () => {
    const user = await createUser(t.db);
    const reward = await makeReward(t.db, { isActive: true });
    const calls = [
      ["GET", "/api/admin/rewards", undefined],
      ["POST", "/api/admin/rewards", valid],
      ["PATCH", `/api/admin/rewards/${reward.id}`, { isActive: false }],
    ] as const;
    for (const [method, url, body] of calls) {
      const forbidden = await call<ApiError>(t.app, method, url, { user, body });
      expect(forbidden).toFailWith(403, "FORBIDDEN");
      expect(await call(t.app, method, url, { body })).toHaveStatus(401);
    }
    const row = await t.db
      .selectFrom("rewards")
      .select("isActive")
      .where("id", "=", reward.id)
      .executeTakeFirstOrThrow();
    expect(row.isActive).toBe(true);
  });
});
