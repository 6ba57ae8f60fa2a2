import type { AuthUser } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { rememberTimeZone } from "./time-zone.js";

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

  it("is the zone in effect when another request has just stored the same one", async () => {
    // Two first calls of an app at once both send Lisbon; the slower one still read UTC.
    const user = await createUser(t.db, { timeZone: "UTC" });
    expect(await rememberTimeZone(t.db, user.id, "Europe/Lisbon", "UTC")).toBe("Europe/Lisbon");
    expect(await rememberTimeZone(t.db, user.id, "Europe/Lisbon", "UTC")).toBe("Europe/Lisbon");
  });

  it("stays the stored one when a change comes too soon after the last", async () => {
    const user = await createUser(t.db, { timeZone: "UTC" });
    expect(await rememberTimeZone(t.db, user.id, "Europe/Lisbon", "UTC")).toBe("Europe/Lisbon");
    expect(await rememberTimeZone(t.db, user.id, "Asia/Tokyo", "Europe/Lisbon")).toBe(
      "Europe/Lisbon",
    );
  });
});
