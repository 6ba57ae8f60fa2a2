import type { AuthUser } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";

const t = useTestApp();

describe("the browser's time zone", () => {
  it("is stored when the browser sends a valid one, and an invalid one is ignored", async () => {
    const user = await createUser(t.db);
    await call(t.app, "GET", "/api/auth/user", {
      user,
      headers: { "x-time-zone": "Europe/Lisbon" },
    });
    await call(t.app, "GET", "/api/auth/user", {
      user,
      headers: { "x-time-zone": "Mars/Olympus" },
    });
    const res = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(res.body.timeZone).toBe("Europe/Lisbon");
  });
});
