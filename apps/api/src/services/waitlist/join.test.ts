import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, uniqueEmail, useTestApp } from "../../../test/helpers.js";
import { WAITLIST_RATE_LIMIT } from "./join.js";

const t = useTestApp();
let ip = 0;
/** A distinct client address per test, so the per-address limit does not leak between tests. */
const from = () => ({ remoteAddress: `203.0.113.${++ip}` });

describe("POST /api/waitlist", () => {
  it("stores an e-mail lower-cased, once, and answers the same success twice", async () => {
    const email = uniqueEmail("Wait").replace("wait", "WaIt");
    const first = await call(t.app, "POST", "/api/waitlist", { body: { email }, ...from() });
    expect(first).toHaveStatus(200);
    expect(first.body).toEqual({ ok: true });
    const second = await call(t.app, "POST", "/api/waitlist", {
      body: { email: email.toUpperCase() },
      ...from(),
    });
    expect(second).toHaveStatus(200);
    expect(second.body).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom("waitlistEntries")
      .select("email")
      .where("email", "=", email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("stores a phone number in E.164", async () => {
    const res = await call(t.app, "POST", "/api/waitlist", {
      body: { phoneNumber: "+1 (415) 555-0132" },
      ...from(),
    });
    expect(res).toHaveStatus(200);
    const rows = await t.db
      .selectFrom("waitlistEntries")
      .select("phoneNumber")
      .where("phoneNumber", "=", "+14155550132")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("stores a local French number in E.164 with the browser's region (FR) as the hint", async () => {
    const res = await call(t.app, "POST", "/api/waitlist", {
      body: { phoneNumber: "06 12 34 56 71", region: "FR" },
      ...from(),
    });
    expect(res).toHaveStatus(200);
    const rows = await t.db
      .selectFrom("waitlistEntries")
      .select("phoneNumber")
      .where("phoneNumber", "=", "+33612345671")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses text that cannot be a phone number with a message that says so", async () => {
    const res = await call<ApiError>(t.app, "POST", "/api/waitlist", {
      body: { phoneNumber: "call me maybe", region: "GB" },
      ...from(),
    });
    expect(res).toHaveStatus(400);
    expect(res.body.fields?.phoneNumber).toMatch(/doesn't look like a phone number/);
  });

  it.each([
    [{}, "email"],
    [{ email: "" }, "email"],
    [{ email: "not-an-email" }, "email"],
    [{ email: "a@b.example", phoneNumber: "+14155550100" }, "email"],
    [{ phoneNumber: "12" }, "phoneNumber"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const before = await t.db
      .selectFrom("waitlistEntries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await call<ApiError>(t.app, "POST", "/api/waitlist", { body, ...from() });
    expect(res).toFailWith(400, "BAD_REQUEST");
    expect(res.body.fields).toHaveProperty(field);
    const after = await t.db
      .selectFrom("waitlistEntries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("limits sign-ups per client address (429 with Retry-After), not for other addresses", async () => {
    const address = from();
    for (let i = 0; i < WAITLIST_RATE_LIMIT.limit; i++) {
      expect(
        await call(t.app, "POST", "/api/waitlist", { body: { email: uniqueEmail() }, ...address }),
      ).toHaveStatus(200);
    }
    const limited = await call(t.app, "POST", "/api/waitlist", {
      body: { email: uniqueEmail() },
      ...address,
    });
    expect(limited).toHaveStatus(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      await call(t.app, "POST", "/api/waitlist", { body: { email: uniqueEmail() }, ...from() }),
    ).toHaveStatus(200);
  });
});
