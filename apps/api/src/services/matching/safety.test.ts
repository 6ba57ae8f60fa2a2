import { randomUUID } from "node:crypto";
import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { block, like, matched, matches, single } from "./test-support.js";

const t = useTestApp();

describe("block and report", () => {
  it("block ends the match, is idempotent, and stops likes both ways", async () => {
    const { a, b } = await matched(t);
    expect((await block(t, a, b)).body).toEqual({ ok: true });
    expect(await block(t, a, b)).toHaveStatus(200);
    const blocks = await t.db
      .selectFrom("blocks")
      .selectAll()
      .where("blockerId", "=", a.id)
      .where("blockedId", "=", b.id)
      .execute();
    expect(blocks).toHaveLength(1);
    expect((await matches(t, a)).body).toEqual([]);
    expect((await matches(t, b)).body).toEqual([]);
    expect(await like(t, b, a)).toHaveStatus(404);
    expect(await like(t, a, b)).toHaveStatus(404);
  });

  it("block is 400 for oneself and 404 for an unknown user", async () => {
    const me = await createUser(t.db);
    const self = await block<ApiError>(t, me, me);
    expect(self).toHaveStatus(400);
    expect(self.body).toMatchObject({
      code: "BAD_REQUEST",
      fields: { userId: "You cannot block yourself." },
    });
    const unknown = await block<ApiError>(t, me, randomUUID());
    expect(unknown).toFailWith(404, "NOT_FOUND");
  });

  it("report stores the reason and details", async () => {
    const me = await createUser(t.db);
    const other = await single(t, "Rude", [0, 3, 0, 3, 0]);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: other.id, reason: "harassment", details: "  Sent rude messages  " },
    });
    expect(res).toHaveStatus(201);
    expect(res.body).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom("reports")
      .selectAll()
      .where("reporterId", "=", me.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reportedId: other.id,
      reason: "harassment",
      details: "Sent rude messages",
    });

    const noDetails = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: other.id, reason: "spam" },
    });
    expect(noDetails).toHaveStatus(201);
  });

  it("report is 400 for oneself or an unknown reason, and 404 for an unknown user", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const report = (body: Record<string, unknown>) =>
      call<ApiError>(t.app, "POST", "/api/matching/report", { user: me, body });
    const self = await report({ userId: me.id, reason: "spam" });
    expect(self).toHaveStatus(400);
    expect(self.body.fields).toEqual({ userId: "You cannot report yourself." });
    const reason = await report({ userId: other.id, reason: "boring" });
    expect(reason).toHaveStatus(400);
    expect(Object.keys(reason.body.fields ?? {})).toContain("reason");
    const details = await report({ userId: other.id, reason: "other", details: "d".repeat(1001) });
    expect(details).toHaveStatus(400);
    expect(Object.keys(details.body.fields ?? {})).toContain("details");
    const unknown = await report({ userId: randomUUID(), reason: "spam" });
    expect(unknown).toHaveStatus(404);
    expect(
      await t.db.selectFrom("reports").selectAll().where("reporterId", "=", me.id).execute(),
    ).toEqual([]);
  });
});
