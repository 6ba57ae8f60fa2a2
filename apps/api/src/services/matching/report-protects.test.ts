import type { ApiError, Conversation, ModerationReport, UserLookup } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { eventsOf, send } from "../chat/test-support.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { like, matched, matches, pass, shownIds, single, tagsFor } from "./test-support.js";

const t = useTestApp();

const blocksBetween = (a: TestUser, b: TestUser) =>
  t.db
    .selectFrom("blocks")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("blockerId", "=", a.id), eb("blockedId", "=", b.id)]),
        eb.and([eb("blockerId", "=", b.id), eb("blockedId", "=", a.id)]),
      ]),
    )
    .execute();

const reportsBy = (user: TestUser) =>
  t.db.selectFrom("reports").selectAll().where("reporterId", "=", user.id).execute();

const matchIdOf = async (user: TestUser) => (await matches(t, user)).body[0]!.matchId;

describe("a report protects the reporter in one step", () => {
  it("from a match card: reported, unmatched and blocked by default; gone from Discover both ways", async () => {
    const { a, b } = await matched(t);
    const matchId = await matchIdOf(a);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: a,
      body: { userId: b.id, reason: "fake_profile" },
    });
    expect(res).toHaveStatus(201);
    expect(await reportsBy(a)).toHaveLength(1);
    expect(await blocksBetween(a, b)).toMatchObject([{ blockerId: a.id, blockedId: b.id }]);
    expect((await matches(t, a)).body).toEqual([]);
    expect((await matches(t, b)).body).toEqual([]);
    expect(await eventsOf(t, b, "conversation-ended")).toEqual([
      { type: "conversation-ended", matchId },
    ]);
    expect(await shownIds(t, a, [b])).toEqual([]);
    expect(await shownIds(t, b, [a])).toEqual([]);
    expect(await like(t, b, a)).toHaveStatus(404);
  });

  it('with "Also block" off: reported and unmatched, no block', async () => {
    const { a, b } = await matched(t);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: a,
      body: { userId: b.id, reason: "spam", block: false },
    });
    expect(res).toHaveStatus(201);
    expect(await reportsBy(a)).toHaveLength(1);
    expect(await blocksBetween(a, b)).toEqual([]);
    expect((await matches(t, a)).body).toEqual([]);
  });

  it("from a Discover card (no match): reported and blocked, so never shown again", async () => {
    const me = await single(t, "Viewer", [0, 0, 0, 0, 0]);
    const other = await single(t, "Shown", [0, 0, 0, 0, 0]);
    expect(await shownIds(t, me, [other])).toEqual([other.id]);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: other.id, reason: "inappropriate" },
    });
    expect(res).toHaveStatus(201);
    expect(await shownIds(t, me, [other])).toEqual([]);
    expect(await shownIds(t, other, [me])).toEqual([]);
  });

  it('from a Discover card with "Also block" off: never shown to the reporter again, and no undo brings them back', async () => {
    const me = await single(t, "Viewer", [0, 0, 0, 0, 0]);
    const reported = await single(t, "Reported", [0, 0, 0, 0, 0]);
    const passed = await single(t, "Passed", [0, 0, 0, 0, 0]);
    expect((await pass(t, me, passed)).status).toBe(200);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: reported.id, reason: "spam", block: false },
    });
    expect(res.status).toBe(201);
    expect(await blocksBetween(me, reported)).toEqual([]);
    expect(await shownIds(t, me, [reported])).toEqual([]);
    // Not blocked: the reported person may still see the reporter.
    expect(await shownIds(t, reported, [me])).toEqual([me.id]);
    // "Undo last pass" takes back the pass before, never the report's.
    const undone = await call<{ userId: string }>(t.app, "POST", "/api/matching/undo-pass", {
      user: me,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.userId).toBe(passed.id);
    expect((await call(t.app, "POST", "/api/matching/undo-pass", { user: me })).status).toBe(404);
    expect(await shownIds(t, me, [reported, passed])).toEqual([passed.id]);
  });

  it("from the chat: the excerpt is kept, the conversation ends for both, blocked by default", async () => {
    const { a, b } = await matched(t);
    const matchId = await matchIdOf(a);
    expect(await send(t, b, matchId, "Send me your bank details")).toHaveStatus(201);
    const res = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: a,
      body: { reason: "harassment", details: "Asked for money" },
    });
    expect(res).toHaveStatus(201);
    const [report] = await reportsBy(a);
    const excerpt = await t.db
      .selectFrom("reportChatExcerpts")
      .select("messages")
      .where("reportId", "=", report!.id)
      .executeTakeFirstOrThrow();
    const messages = (
      typeof excerpt.messages === "string" ? JSON.parse(excerpt.messages) : excerpt.messages
    ) as Array<{ body: string }>;
    expect(messages.map((m) => m.body)).toEqual(["Send me your bank details"]);
    expect(await blocksBetween(a, b)).toHaveLength(1);
    for (const user of [a, b]) {
      const conversation = await call<ApiError>(t.app, "GET", `/api/chat/${matchId}`, { user });
      expect(conversation).toFailWith(409, "CONFLICT", "CONVERSATION_ENDED");
    }
    expect(await send<ApiError>(t, b, matchId, "Hello?")).toHaveStatus(409);
  });

  it('a chat report with "Also block" off ends the match without a block', async () => {
    const { a, b } = await matched(t);
    const matchId = await matchIdOf(a);
    const res = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: b,
      body: { reason: "other", block: false },
    });
    expect(res).toHaveStatus(201);
    expect(await blocksBetween(a, b)).toEqual([]);
    expect(
      await call<Conversation>(t.app, "GET", `/api/chat/${matchId}`, { user: a }),
    ).toHaveStatus(409);
  });

  it("bad input is a 400 naming the field, and nothing is stored or ended", async () => {
    const { a, b } = await matched(t);
    const matchId = await matchIdOf(a);
    const bad = [
      ["/api/matching/report", { userId: b.id, reason: "spam", block: "yes" }, "block"],
      ["/api/matching/report", { userId: b.id, reason: "catfish" }, "reason"],
      ["/api/matching/report", { userId: "nobody", reason: "spam" }, "userId"],
      [`/api/chat/${matchId}/report`, { reason: "spam", block: 1 }, "block"],
      [`/api/chat/${matchId}/report`, { reason: "spam", details: "x".repeat(1001) }, "details"],
    ] as const;
    for (const [url, body, field] of bad) {
      const res = await call<ApiError>(t.app, "POST", url, { user: a, body });
      expect(res, `${url} ${JSON.stringify(body)}`).toHaveStatus(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
      expect(res.body.message).toBeTruthy();
    }
    expect(await reportsBy(a)).toEqual([]);
    expect(await blocksBetween(a, b)).toEqual([]);
    expect((await matches(t, a)).body).toHaveLength(1);
  });

  it("the desk shows the reported person's photos, bio and discovery answers next to the report", async () => {
    const reporter = await single(t, "Reporter", [0, 1, 2, 3, 0]);
    const suspect = await single(t, "Suspect", [1, 2, 3, 0, 1], {
      bio: "Model, millionaire, message me elsewhere",
      city: "Porto",
    });
    for (const colour of [
      { r: 10, g: 200, b: 30 },
      { r: 200, g: 20, b: 30 },
    ]) {
      expect(await uploadPhoto(t, suspect, await solidJpeg(80, 100, colour))).toHaveStatus(201);
    }
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: reporter,
      body: { userId: suspect.id, reason: "fake_profile" },
    });
    expect(res).toHaveStatus(201);

    const admin = await createUser(t.db, { role: "admin" });
    const queue = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", {
      user: admin,
    });
    expect(queue).toHaveStatus(200);
    const report = queue.body.find((r) => r.reported?.id === suspect.id)!;
    expect(report.reportedProfile).toMatchObject({
      nickname: "Suspect",
      bio: "Model, millionaire, message me elsewhere",
      city: "Porto",
      gender: "female",
      ageGroup: "28-32",
    });
    expect([...report.reportedProfile!.discoveryTags].sort()).toEqual(
      [...tagsFor([1, 2, 3, 0, 1])].sort(),
    );
    expect(report.reportedProfile!.photos).toHaveLength(2);
    // Staff may open the photos (decision 171).
    const photo = await t.app.inject({
      method: "GET",
      url: report.reportedProfile!.photos[0]!.url,
      headers: { cookie: admin.cookie },
    });
    expect(photo).toHaveStatus(200);

    const lookup = await call<UserLookup>(
      t.app,
      "GET",
      `/api/admin/users?email=${encodeURIComponent(suspect.email)}`,
      { user: admin },
    );
    expect(lookup).toHaveStatus(200);
    expect(lookup.body.profile?.photos).toHaveLength(2);
    expect(lookup.body.profile?.bio).toBe("Model, millionaire, message me elsewhere");
  });

  it("someone without a dating profile is reported with no profile on the desk", async () => {
    const reporter = await createUser(t.db);
    const other = await createUser(t.db);
    await call(t.app, "POST", "/api/matching/report", {
      user: reporter,
      body: { userId: other.id, reason: "spam" },
    });
    const admin = await createUser(t.db, { role: "admin" });
    const queue = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", {
      user: admin,
    });
    expect(queue.body.find((r) => r.reported?.id === other.id)?.reportedProfile).toBeNull();
  });
});
