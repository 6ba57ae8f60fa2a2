import {
  ACCOUNT_EXPORT_PARTS,
  type AccountNotices,
  type AccountExport,
  type ApiError,
  type AuthUser,
  type Ok,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createUser, uniqueEmail, useTestApp, type TestUser } from "../../../test/helpers.js";
import { findOrCreateEmailUser } from "../../auth/accounts.js";
import { conversation } from "../chat/test-support.js";
import { pairUp } from "../couples/test-support.js";
import { block, like, pass, single } from "../matching/test-support.js";
import { signInByLink, sessionCookieOf, tablesNaming } from "../moderation/test-support.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { makeReward } from "../rewards/test-support.js";

const t = useTestApp();

type Rows = Record<string, unknown>[];
/** The parts of the export these tests read. */
interface ExportData {
  account: unknown;
  contact: unknown;
  sessions: Rows;
  couples: Rows;
  quizAnswers: Rows;
  pointsLedger: Rows;
  redemptions: Rows;
  waitlist: unknown;
  datingProfile: unknown;
  discoveryTags: string[];
  likes: Rows;
  passes: Rows;
  blocks: Rows;
  reportsMade: Rows;
  messagesSent: Rows;
  photos: Rows;
  reminders: unknown;
  coupleProposals: Rows;
  pairing: Rows;
  conversationsRead: Rows;
  apiTokens: Rows;
}

const deleteAccount = (user: TestUser, confirmation = "DELETE") =>
  call<Ok | ApiError>(t.app, "POST", "/api/account/delete", { user, body: { confirmation } });

/** A couple where `a` answered a question and redeemed a reward, and is on the waitlist. */
async function coupleWithHistory() {
  const { a, b, coupleId } = await pairUp(t, "Alexandra", "Samuel");
  const phoneNumber = `+3519${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await t.db
    .updateTable("users")
    .set({ phoneNumber, location: "Porto" })
    .where("id", "=", a.id)
    .execute();
  const [question] = await today(t, a);
  expect(await answer(t, a, question!.id, 1)).toHaveStatus(200);
  expect(await answer(t, b, question!.id, 2)).toHaveStatus(200);
  const reward = await makeReward(t.db, { pointsCost: 5, title: "Export test coffee" });
  const redeemed = await call<{ voucherCode: string }>(
    t.app,
    "POST",
    `/api/rewards/${reward.id}/redeem`,
    { user: a },
  );
  expect(redeemed).toHaveStatus(200);
  await t.db.insertInto("waitlistEntries").values({ email: a.email }).execute();
  // And once more with their phone number (the coming-soon page takes either).
  await t.db.insertInto("waitlistEntries").values({ phoneNumber }).execute();
  await t.db.insertInto("waitlistEntries").values({ email: b.email }).execute();
  return { a, b, coupleId, reward, phoneNumber, voucherCode: redeemed.body.voucherCode };
}

describe("GET /api/account/export", () => {
  it("gives one file with a README naming every part, holding the person's own rows", async () => {
    const { a, b, phoneNumber, voucherCode } = await coupleWithHistory();
    const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: a });
    expect(res).toHaveStatus(200);
    const file = res.body;
    expect(file.format).toBe("tandem-account-export/1");
    expect(Object.keys(file.readme.parts)).toEqual(Object.keys(ACCOUNT_EXPORT_PARTS));
    expect(Object.keys(file.data)).toEqual(Object.keys(ACCOUNT_EXPORT_PARTS));
    const data = file.data as unknown as ExportData;
    expect(data.account).toMatchObject({ id: a.id, email: a.email, firstName: "Alexandra" });
    expect(data.contact).toEqual({ phoneNumber: phoneNumber, city: "Porto" });
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data.sessions)).not.toMatch(/hash|token/i);
    expect(data.couples).toHaveLength(1);
    expect(data.couples[0]).toMatchObject({ partnerFirstName: "Samuel", endedAt: null });
    expect(data.quizAnswers).toHaveLength(1);
    expect(data.quizAnswers[0]).toMatchObject({ selectedOption: 1 });
    expect(data.pointsLedger.map((row) => row.reason).sort()).toEqual([
      "quiz_answer",
      "redemption",
    ]);
    expect(data.redemptions).toEqual([
      expect.objectContaining({ reward: "Export test coffee", voucherCode }),
    ]);
    expect(data.waitlist).toEqual([
      expect.objectContaining({ email: a.email, phoneNumber: null }),
      expect.objectContaining({ email: null, phoneNumber: phoneNumber }),
    ]);
    // The code Alexandra made and Samuel used, by its times and his first name, not the code.
    expect(data.pairing).toEqual([
      expect.objectContaining({ kind: "code", usedBy: "Samuel", usedAt: expect.any(String) }),
    ]);
    const { code } = await t.db
      .selectFrom("pairCodes")
      .select("code")
      .where("ownerId", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(data.pairing)).not.toContain(code);
    expect(data.apiTokens).toEqual([]);

    // Nothing of the partner's own: not their e-mail, answers or waitlist entry.
    const text = JSON.stringify(file);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(b.id);
    expect(data.quizAnswers.every((row) => row.selectedOption === 1)).toBe(true);
  });

  it("holds the likes, passes, blocks and reports a single made, and nothing others did to them", async () => {
    const me = await single(t, "Mira", [0, 1, 2, 3, 0]);
    const liked = await single(t, "Lena", [0, 1, 2, 3, 0]);
    const passed = await single(t, "Pavel", [0, 1, 2, 3, 0]);
    const blocked = await single(t, "Boris", [0, 1, 2, 3, 0]);
    const admirer = await single(t, "Secret Admirer", [0, 1, 2, 3, 0]);
    expect(await like(t, me, liked)).toHaveStatus(200);
    expect((await like(t, liked, me)).body.isMatch).toBe(true);
    const [match] = (
      await call<{ matchId: number }[]>(t.app, "GET", "/api/matching/matches", { user: me })
    ).body;
    const sent = await call(t.app, "POST", `/api/chat/${match!.matchId}/messages`, {
      user: me,
      body: { body: "Coffee on Sunday?" },
    });
    expect(sent.status).toBeLessThan(300);
    await call(t.app, "POST", `/api/chat/${match!.matchId}/messages`, {
      user: liked,
      body: { body: "Lena's own words" },
    });
    expect(await pass(t, me, passed)).toHaveStatus(200);
    expect(
      await call(t.app, "POST", "/api/matching/report", {
        user: me,
        body: { userId: blocked.id, reason: "spam", details: "sells things" },
      }),
    ).toHaveStatus(201);
    expect(await block(t, me, blocked)).toHaveStatus(200);
    // What others did about me stays out of my file.
    expect(await like(t, admirer, me)).toHaveStatus(200);
    expect(
      await call(t.app, "POST", "/api/matching/report", {
        user: admirer,
        body: { userId: me.id, reason: "other", details: "admirer's private words" },
      }),
    ).toHaveStatus(201);

    const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: me });
    expect(res).toHaveStatus(200);
    const data = res.body.data as unknown as ExportData;
    expect(data.datingProfile).toMatchObject({ nickname: "Mira", city: "Lisbon" });
    expect(data.discoveryTags).toHaveLength(5);
    expect(data.likes).toEqual([expect.objectContaining({ nickname: "Lena" })]);
    expect(data.messagesSent).toEqual([
      expect.objectContaining({ to: "Lena", body: "Coffee on Sunday?" }),
    ]);
    // Sending read the conversation up to Mira's own message; Lena's reply is unread.
    expect(data.conversationsRead).toEqual([
      { nickname: "Lena", lastReadMessageSentAt: expect.any(String) },
    ]);
    expect(data.pairing).toEqual([]);
    expect(data.photos).toEqual([]);
    expect(data.reminders).toBeNull();
    expect(data.passes).toEqual([expect.objectContaining({ nickname: "Pavel" })]);
    expect(data.blocks).toEqual([expect.objectContaining({ nickname: "Boris" })]);
    expect(data.reportsMade).toEqual([
      expect.objectContaining({ nickname: "Boris", reason: "spam", details: "sells things" }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("Secret Admirer");
    expect(text).not.toContain("admirer's private words");
    expect(text).not.toContain("Lena's own words");
    expect(text).not.toContain(admirer.id);
  });

  it("holds the proposals to become a couple a single made, and their own answers to others'", async () => {
    const { a, b, matchId } = await conversation(t);
    const propose = (user: TestUser) =>
      call<{ id: number }>(t.app, "POST", `/api/chat/${matchId}/proposal`, { user });
    const answerIt = (user: TestUser, answer: "accept" | "decline", proposalId: number) =>
      call(t.app, "POST", `/api/chat/${matchId}/proposal/${answer}`, {
        user,
        body: { proposalId },
      });
    const proposalsOf = async (user: TestUser) => {
      const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user });
      expect(res.status).toBe(200);
      return (res.body.data as unknown as ExportData).coupleProposals;
    };

    const first = await propose(a);
    expect(first.status).toBe(201);
    expect((await answerIt(b, "decline", first.body.id)).status).toBe(200);
    const second = await propose(b);
    expect(second.status).toBe(201);

    // Ann: the proposal she made and its answer; not Ben's, which she has not answered yet.
    expect(await proposalsOf(a)).toEqual([
      expect.objectContaining({ kind: "made", nickname: "Ben", status: "declined" }),
    ]);
    expect((await proposalsOf(a))[0]!.answeredAt).toEqual(expect.any(String));
    expect(await proposalsOf(b)).toEqual([
      expect.objectContaining({ kind: "answered", nickname: "Ann", status: "declined" }),
      expect.objectContaining({ kind: "made", nickname: "Ann", status: "open", answeredAt: null }),
    ]);

    expect((await answerIt(a, "accept", second.body.id)).status).toBe(200);
    expect(await proposalsOf(a)).toEqual([
      expect.objectContaining({ kind: "made", status: "declined" }),
      expect.objectContaining({ kind: "answered", nickname: "Ben", status: "accepted" }),
    ]);
    const text = JSON.stringify(await proposalsOf(a));
    expect(text).not.toContain(b.id);
    expect(text).not.toContain(b.email);
  });

  it("holds the API tokens a staff member made, never their secret", async () => {
    const staff = await createUser(t.db, { firstName: "Stella" });
    await t.db
      .insertInto("apiTokens")
      .values({
        name: "Partner brand sync",
        secretHash: "f".repeat(64),
        prefix: "tdm_abcd",
        scopes: ["rewards:write"],
        createdById: staff.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: staff });
    expect(res).toHaveStatus(200);
    const { apiTokens } = res.body.data as unknown as ExportData;
    expect(apiTokens).toEqual([
      expect.objectContaining({
        name: "Partner brand sync",
        prefix: "tdm_abcd",
        scopes: ["rewards:write"],
        revokedAt: null,
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain("f".repeat(64));
  });

  it("answers 401 signed out", async () => {
    expect(await call(t.app, "GET", "/api/account/export")).toHaveStatus(401);
  });
});

describe("POST /api/account/delete", () => {
  it("refuses without the typed confirmation, and changes nothing", async () => {
    const user = await createUser(t.db);
    for (const typed of ["", "delete", "yes"]) {
      const res = await deleteAccount(user, typed);
      expect(res).toHaveStatus(400);
      expect((res.body as ApiError).fields?.confirmation).toBe("Type DELETE to confirm.");
    }
    expect(await call(t.app, "GET", "/api/auth/user", { user })).toHaveStatus(200);
  });

  it("leaves no row that names the person, ends the couple for the partner and keeps only anonymised totals", async () => {
    const { a, b, coupleId, reward } = await coupleWithHistory();
    const reporter = await createUser(t.db);
    // Reports made by and about `a` (staff keep them, without `a`).
    const made = await t.db
      .insertInto("reports")
      .values({ reporterId: a.id, reportedId: reporter.id, reason: "spam", details: "made by a" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const about = await t.db
      .insertInto("reports")
      .values({
        reporterId: reporter.id,
        reportedId: a.id,
        reason: "harassment",
        details: "about a",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const totalsBefore = await redemptionTotal(reward.id);

    const res = await deleteAccount(a);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ ok: true });

    // No row of any table (new tables included) holds the id or the e-mail address.
    expect(await tablesNaming(t.db, a.id)).toEqual({});
    expect(await tablesNaming(t.db, a.email)).toEqual({});

    // The session ended at once.
    expect(await call(t.app, "GET", "/api/auth/user", { user: a })).toHaveStatus(401);

    // The partner: unpaired, the couple ended, told through the live stream.
    const partner = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: b });
    expect(partner.body.coupleId).toBeNull();
    const couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.endedAt).not.toBeNull();
    expect([couple.userAId, couple.userBId]).toEqual(expect.arrayContaining([b.id, null]));
    const events = await t.db
      .selectFrom("liveEvents")
      .select("event")
      .where("userId", "=", b.id)
      .execute();
    expect(events.map((row) => row.event)).toContainEqual({
      type: "couple-ended",
      coupleId,
      reason: "partner-deleted-account",
    });
    // The partner keeps their own answers and their waitlist entry.
    expect(
      await t.db.selectFrom("answers").select("id").where("userId", "=", b.id).execute(),
    ).toHaveLength(1);
    expect(
      await t.db.selectFrom("waitlistEntries").select("id").where("email", "=", b.email).execute(),
    ).toHaveLength(1);

    // Reports stay for staff, without the deleted person.
    const reports = await t.db
      .selectFrom("reports")
      .selectAll()
      .where("id", "in", [made.id, about.id])
      .orderBy("id")
      .execute();
    expect(reports.map((r) => [r.reporterId, r.reportedId, r.details])).toEqual([
      [null, reporter.id, "made by a"],
      [reporter.id, null, "about a"],
    ]);

    // Vouchers and the ledger survive only as totals.
    expect(await redemptionTotal(reward.id)).toEqual({
      redemptions: totalsBefore.redemptions + 1,
      pointsSpent: totalsBefore.pointsSpent + 5,
    });
    const { rows: ledger } = await sql<{ reason: string; entries: number }>`
      SELECT reason, entries FROM anonymised_ledger_totals
      WHERE month = date_trunc('month', now())::date`.execute(t.db);
    expect(ledger.map((row) => row.reason).sort()).toEqual(["quiz_answer", "redemption"]);
  });

  it("keeps a notice for the partner until they have seen it", async () => {
    const { a, b } = await pairUp(t, "Ines", "Joao");
    const before = await call<AccountNotices>(t.app, "GET", "/api/account/notices", { user: b });
    expect(before.body).toEqual({ partnerDeletedAccountAt: null, partnerEndedPairing: null });
    expect(await deleteAccount(a)).toHaveStatus(200);
    const after = await call<AccountNotices>(t.app, "GET", "/api/account/notices", { user: b });
    expect(after.body.partnerDeletedAccountAt).toMatch(/Z$/);
    const dismissed = await call(t.app, "POST", "/api/account/notices/dismiss", { user: b });
    expect(dismissed).toHaveStatus(200);
    const seen = await call<AccountNotices>(t.app, "GET", "/api/account/notices", { user: b });
    expect(seen.body).toEqual({ partnerDeletedAccountAt: null, partnerEndedPairing: null });
  });

  it("lets the same e-mail sign in again to a new, empty account", async () => {
    const email = uniqueEmail("again");
    const first = await signInByLink(t, email);
    expect(first).toHaveStatus(302);
    const cookie = sessionCookieOf(first.headers["set-cookie"]);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    const oldId = me.json<AuthUser>().id;
    await t.db
      .updateTable("users")
      .set({ points: 40, location: "Faro" })
      .where("id", "=", oldId)
      .execute();
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ confirmation: "DELETE" }),
    });
    expect(deleted).toHaveStatus(200);

    const newId = await findOrCreateEmailUser(t.db, email, []);
    expect(newId).not.toBe(oldId);
    const fresh = await t.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", newId)
      .executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ points: 0, location: null, coupleId: null, suspendedAt: null });
  });

  it("is possible for a single with matches, likes, photos and a profile; the photo bytes go too", async () => {
    const me = await single(t, "Gone", [1, 1, 1, 1, 1]);
    const other = await single(t, "Stays", [1, 1, 1, 1, 1]);
    await like(t, me, other);
    expect((await like(t, other, me)).body.isMatch).toBe(true);
    const uploaded = await uploadPhoto(t, me, await solidJpeg(400, 400, { r: 9, g: 9, b: 9 }));
    expect(uploaded.statusCode).toBeLessThan(300);
    const [photo] = uploaded.json<{ id: string }[]>();
    const storedKeys = () =>
      t.db
        .selectFrom("storageObjects")
        .select("key")
        .where("key", "like", `${photo!.id}/%`)
        .execute();
    expect((await storedKeys()).length).toBeGreaterThan(0);

    expect(await deleteAccount(me)).toHaveStatus(200);
    expect(await tablesNaming(t.db, me.id)).toEqual({});
    expect(await storedKeys()).toEqual([]);
    const matches = await call<unknown[]>(t.app, "GET", "/api/matching/matches", { user: other });
    expect(matches.body).toEqual([]);
  });
});

describe("the schema", () => {
  it("lets every foreign key to users go with the user (CASCADE or SET NULL), so deletion covers new tables", async () => {
    const { rows } = await sql<{ table: string; constraint: string; action: string }>`
      SELECT conrelid::regclass::text AS table, conname AS constraint, confdeltype AS action
      FROM pg_constraint
      WHERE contype = 'f' AND confrelid = 'users'::regclass`.execute(t.db);
    expect(rows.length).toBeGreaterThan(10);
    const blocking = rows.filter((row) => row.action !== "c" && row.action !== "n");
    // users.couple_id references couples, not users; anything listed here blocks deletion.
    expect(blocking).toEqual([]);
  });
});

async function redemptionTotal(rewardId: number) {
  const row = await t.db
    .selectFrom("anonymisedRedemptionTotals")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("redemptions"), sql<number>`0`).as("redemptions"),
      eb.fn.coalesce(eb.fn.sum<number>("pointsSpent"), sql<number>`0`).as("pointsSpent"),
    ])
    .where("rewardId", "=", rewardId)
    .executeTakeFirstOrThrow();
  return { redemptions: Number(row.redemptions), pointsSpent: Number(row.pointsSpent) };
}
