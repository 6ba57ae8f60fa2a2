import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";

const t = useTestApp();

describe("the towns a reward's town field suggests", () => {
  it("are the gazetteer's, for staff, each one a reward's city accepts", async () => {
    const staff = await createUser(t.db, { role: "admin" });
    const res = await call<string[]>(t.app, "GET", "/api/admin/towns?typed=lyo", { user: staff });
    expect(res).toHaveStatus(200);
    expect(res.body[0]).toBe("Lyon, France");
    expect(res.body.length).toBeLessThanOrEqual(8);

    const made = await call(t.app, "POST", "/api/admin/rewards", {
      user: staff,
      body: {
        title: "Picnic basket",
        description: "For two",
        brandName: "Tandem",
        pointsCost: 100,
        location: "Lyon",
        city: res.body[0],
        isActive: true,
      },
    });
    expect(made).toHaveStatus(201);
    expect(made.body).toMatchObject({ city: "Lyon, France" });
  });

  it("need something typed, and are not for people who are not staff", async () => {
    const staff = await createUser(t.db, { role: "admin" });
    const empty = await call<ApiError>(t.app, "GET", "/api/admin/towns?typed=%20", { user: staff });
    expect(empty).toHaveStatus(400);
    expect(empty.body.code).toBe("BAD_REQUEST");
    const person = await createUser(t.db);
    const refused = await call(t.app, "GET", "/api/admin/towns?typed=lyo", { user: person });
    expect(refused).toHaveStatus(403);
  });
});
