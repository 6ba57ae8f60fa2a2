import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../test/helpers.js";
import { deleteExpiredRows } from "./housekeeping.js";

const t = useTestApp();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe("deleteExpiredRows", () => {
  it("deletes what can never be used again and keeps everything else", async () => {
    const user = await createUser(t.db);
    const expired = await createUser(t.db);
    await t.db
      .updateTable("sessions")
      .set({ expiresAt: hoursAgo(1) })
      .where("userId", "=", expired.id)
      .execute();
    await t.db
      .insertInto("signInTokens")
      .values([
        {
          tokenHash: `old-${user.id}`,
          email: user.email,
          returnTo: "/app",
          expiresAt: hoursAgo(48),
        },
        {
          tokenHash: `new-${user.id}`,
          email: user.email,
          returnTo: "/app",
          expiresAt: hoursAgo(1),
        },
      ])
      .execute();
    await t.db
      .insertInto("pairCodes")
      .values([
        { code: `O${user.id.slice(0, 5)}`, ownerId: user.id, expiresAt: hoursAgo(48) },
        { code: `N${user.id.slice(0, 5)}`, ownerId: user.id, expiresAt: hoursAgo(-1) },
      ])
      .execute();
    await t.db
      .insertInto("rateLimits")
      .values([
        { key: `old:${user.id}`, windowStart: hoursAgo(48), hits: 3 },
        { key: `new:${user.id}`, windowStart: hoursAgo(1), hits: 3 },
      ])
      .execute();

    const deleted = await deleteExpiredRows(t.db);
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);

    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(200);
    expect(await call(t.app, "GET", "/api/auth/user", { user: expired })).toHaveStatus(401);
    const left = async (
      table: "signInTokens" | "pairCodes" | "rateLimits",
      column: "tokenHash" | "code" | "key",
      values: string[],
    ) =>
      (await t.db.selectFrom(table).select(column).where(column, "in", values).execute()).map(
        (r) => Object.values(r)[0],
      );
    expect(await left("signInTokens", "tokenHash", [`old-${user.id}`, `new-${user.id}`])).toEqual([
      `new-${user.id}`,
    ]);
    expect(
      await left("pairCodes", "code", [`O${user.id.slice(0, 5)}`, `N${user.id.slice(0, 5)}`]),
    ).toEqual([`N${user.id.slice(0, 5)}`]);
    expect(await left("rateLimits", "key", [`old:${user.id}`, `new:${user.id}`])).toEqual([
      `new:${user.id}`,
    ]);
    const sessions = await t.db
      .selectFrom("sessions")
      .select("userId")
      .where("userId", "=", expired.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });
});
