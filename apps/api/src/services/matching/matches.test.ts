import type { ApiError } from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../../test/helpers.js";
import { like, matched, matches, matchRows, single } from "./test-support.js";

const t = useTestApp();

describe("matches", () => {
  it("lists matches newest first", async () => {
    const me = await single(t, "Me", [1, 0, 1, 0, 1]);
    const older = await single(t, "Older", [1, 0, 1, 0, 1]);
    const newer = await single(t, "Newer", [1, 0, 1, 0, 1]);
    for (const other of [older, newer]) {
      await like(t, me, other);
      expect((await like(t, other, me)).body.isMatch).toBe(true);
    }
    const [userAId, userBId] = me.id < older.id ? [me.id, older.id] : [older.id, me.id];
    await t.db
      .updateTable("matches")
      .set({ createdAt: sql<Date>`now() - interval '1 day'` })
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .execute();
    expect((await matches(t, me)).body.map((m) => m.nickname)).toEqual(["Newer", "Older"]);
  });

  it("unmatch ends the match for both; liking again does not revive it", async () => {
    const { a, b } = await matched(t);
    const res = await call(t.app, "POST", "/api/matching/unmatch", {
      user: b,
      body: { userId: a.id },
    });
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ ok: true });
    expect((await matches(t, a)).body).toEqual([]);
    expect((await matches(t, b)).body).toEqual([]);
    const [row] = await matchRows(t, a, b);
    expect(row!.endedAt).not.toBeNull();

    expect((await like(t, a, b)).body).toEqual({ isMatch: false, matchedUser: null });
    expect(await matchRows(t, a, b)).toHaveLength(1);
    expect((await matches(t, a)).body).toEqual([]);
  });

  it("unmatch is 404 without an active match", async () => {
    const { a, b } = await matched(t);
    const stranger = await single(t, "Stranger", [0, 0, 0, 0, 1]);
    const none = await call<ApiError>(t.app, "POST", "/api/matching/unmatch", {
      user: a,
      body: { userId: stranger.id },
    });
    expect(none).toFailWith(404, "NOT_FOUND");
    expect(
      await call(t.app, "POST", "/api/matching/unmatch", { user: a, body: { userId: b.id } }),
    ).toHaveStatus(200);
    expect(
      await call(t.app, "POST", "/api/matching/unmatch", { user: a, body: { userId: b.id } }),
    ).toHaveStatus(404);
  });
});
