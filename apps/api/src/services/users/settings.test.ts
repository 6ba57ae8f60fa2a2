import type { ApiError, AuthUser, PairCode } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, expectFieldError, useTestApp } from "../../../test/helpers.js";

const t = useTestApp();

describe("POST /api/user/phone", () => {
  it("stores the number in E.164", async () => {
    const user = await createUser(t.db);
    const res = await call<AuthUser>(t.app, "POST", "/api/user/phone", {
      user,
      body: { phoneNumber: "  +44 20 7946 0958 " },
    });
    expect(res).toHaveStatus(200);
    expect(res.body.phoneNumber).toBe("+442079460958");
  });

  it("reads a local British number in the browser's region (GB) and stores it in E.164", async () => {
    const user = await createUser(t.db);
    const res = await call<AuthUser>(t.app, "POST", "/api/user/phone", {
      user,
      body: { phoneNumber: "07911 123456", region: "GB" },
    });
    expect(res).toHaveStatus(200);
    expect(res.body.phoneNumber).toBe("+447911123456");
  });

  it.each([
    [{}, "phoneNumber"],
    [{ phoneNumber: "   " }, "phoneNumber"],
    [{ phoneNumber: "12" }, "phoneNumber"],
    [{ phoneNumber: 447 }, "phoneNumber"],
    [{ phoneNumber: "not a number" }, "phoneNumber"],
    [{ phoneNumber: "+33612345678", region: "France" }, "region"],
  ])("refuses %j with 400 naming the field and changes nothing", async (body, field) => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "POST", "/api/user/phone", { user, body });
    expect(res).toHaveStatus(400);
    expectFieldError(res.body, field);
    const row = await t.db
      .selectFrom("users")
      .select("phoneNumber")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.phoneNumber).toBeNull();
  });

  it("is 401 signed out", async () => {
    const res = await call(t.app, "POST", "/api/user/phone", {
      body: { phoneNumber: "+442079460958" },
    });
    expect(res).toHaveStatus(401);
  });
});

describe("POST /api/user/location", () => {
  it("stores a typed place, trimmed", async () => {
    const user = await createUser(t.db);
    const res = await call<AuthUser>(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "  Lisbon " },
    });
    expect(res).toHaveStatus(200);
    expect(res.body.location).toBe("Lisbon");
  });

  it("turns coordinates into the nearest city and stores only the city", async () => {
    const user = await createUser(t.db);
    // The Eiffel Tower.
    const res = await call<AuthUser>(t.app, "POST", "/api/user/location", {
      user,
      body: { latitude: 48.8584, longitude: 2.2945 },
    });
    expect(res).toHaveStatus(200);
    // The nearest town of 10,000+ people to the tower is a Paris suburb across the river.
    expect(res.body.location).toMatch(
      /^(Paris|Neuilly-sur-Seine|Boulogne-Billancourt|Issy-les-Moulineaux), France$/,
    );
    // Near Shibuya station.
    const tokyo = await call<AuthUser>(t.app, "POST", "/api/user/location", {
      user,
      body: { latitude: 35.658, longitude: 139.7016 },
    });
    expect(tokyo.body.location).toMatch(/, Japan$/);
  });

  it.each([
    [{}],
    [{ location: "" }],
    [{ location: "x".repeat(81) }],
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: 10 }],
  ])("refuses %j with 400", async (body) => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "POST", "/api/user/location", { user, body });
    expect(res).toFailWith(400, "BAD_REQUEST");
  });

  it("is 401 signed out", async () => {
    expect(
      await call(t.app, "POST", "/api/user/location", { body: { location: "Lisbon" } }),
    ).toHaveStatus(401);
  });
});

describe("POST /api/user/type", () => {
  it("sets single or couple", async () => {
    const user = await createUser(t.db);
    const res = await call<AuthUser>(t.app, "POST", "/api/user/type", {
      user,
      body: { userType: "single" },
    });
    expect(res).toHaveStatus(200);
    expect(res.body.userType).toBe("single");
    const again = await call<AuthUser>(t.app, "POST", "/api/user/type", {
      user,
      body: { userType: "couple" },
    });
    expect(again.body.userType).toBe("couple");
  });

  it("refuses an unknown type with 400 naming userType", async () => {
    const user = await createUser(t.db);
    const res = await call<ApiError>(t.app, "POST", "/api/user/type", {
      user,
      body: { userType: "married" },
    });
    expect(res).toHaveStatus(400);
    expect(res.body.fields).toHaveProperty("userType");
  });

  it("refuses 'single' to a paired user with 409", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const code = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: a })).body.code;
    expect(await call(t.app, "POST", "/api/pair/use", { user: b, body: { code } })).toHaveStatus(
      200,
    );
    const res = await call<ApiError>(t.app, "POST", "/api/user/type", {
      user: b,
      body: { userType: "single" },
    });
    expect(res).toHaveStatus(409);
    expect(res.body.message).toMatch(/End the relationship/);
  });

  it("is 401 signed out", async () => {
    expect(
      await call(t.app, "POST", "/api/user/type", { body: { userType: "single" } }),
    ).toHaveStatus(401);
  });
});
