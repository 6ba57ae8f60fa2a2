import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";

const t = useTestApp();

describe("GET /api/auth/user", () => {
  it("answers the signed-in user", async () => {
    const user = await createUser(t.db, { firstName: "Ada", lastName: "Lovelace" });
    const res = await call(t.app, "GET", "/api/auth/user", { user });
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Ada",
      lastName: "Lovelace",
      points: 0,
      coupleId: null,
      userType: null,
      role: "user",
      hasMatchingProfile: false,
      hasDiscoveryTags: false,
    });
  });

  it("is 401 with {message, code} when signed out or with a forged cookie", async () => {
    for (const headers of [{}, { cookie: "tandem_session=forged" }] as Record<string, string>[]) {
      const res = await call<ApiError>(t.app, "GET", "/api/auth/user", { headers });
      expect(res).toHaveStatus(401);
      expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    }
  });
});
