import type { Reward } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { makeReward } from "./test-support.js";

const t = useTestApp();

describe("GET /api/rewards", () => {
  it("lists active rewards only, cheapest first, with the spec's fields", async () => {
    const user = await createUser(t.db);
    const hidden = await makeReward(t.db, { isActive: false, title: "Hidden" });
    const res = await call<Reward[]>(t.app, "GET", "/api/rewards", { user });
    expect(res).toHaveStatus(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6); // the starter rewards
    expect(res.body.map((r) => r.id)).not.toContain(hidden.id);
    const costs = res.body.map((r) => r.pointsCost);
    expect(costs).toEqual([...costs].sort((x, y) => x - y));
    expect(Object.keys(res.body[0]!).sort()).toEqual(
      [
        "brandName",
        "city",
        "codesValidUntil",
        "description",
        "id",
        "imageUrl",
        "isActive",
        "location",
        "partnerGetsIdentity",
        "pointsCost",
        "stock",
        "title",
      ].sort(),
    );
  });

  it("is 401 signed out", async () => {
    expect(await call(t.app, "GET", "/api/rewards")).toHaveStatus(401);
  });
});
