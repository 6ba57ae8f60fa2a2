import type {
  AccountNotices,
  ApiError,
  AuthUser,
  Couple,
  EndedPairing,
  PublishedLiveEvent,
  QuizHistory,
  Streak,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { calendarDay } from "../../lib/calendar.js";
import { insertPastSet, someQuestionIds } from "../quiz/test-support.js";
import { generate, pairUp, use } from "./test-support.js";

const t = useTestApp();

const breakUp = (user: TestUser) => call(t.app, "POST", "/api/pair/break", { user });
const undo = <T = Couple>(user: TestUser, coupleId: string) =>
  call<T>(t.app, "POST", "/api/pair/break/undo", { user, body: { coupleId } });
const ended = async (user: TestUser) =>
  (await call<EndedPairing | null>(t.app, "GET", "/api/pair/ended", { user })).body;
const coupleIdOf = async (user: TestUser) =>
  (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.coupleId;
const read = async <T>(user: TestUser, path: string) =>
  (await call<T>(t.app, "GET", path, { user })).body;

/** The couple's row as stored, to show a refusal changed nothing. */
const coupleRow = (coupleId: string) =>
  t.db
    .selectFrom("couples")
    .select(["endedAt", "endedById"])
    .where("id", "=", coupleId)
    .executeTakeFirstOrThrow();

/** Tomás and Lena, paired with Tomás's code, then Tomás ends it. */
async function endedByTomas() {
  const { a: tomas, b: lena, coupleId } = await pairUp(t, "Tomás", "Lena");
  expect(await breakUp(tomas)).toHaveStatus(200);
  return { tomas, lena, coupleId };
}

/** Undo's refusal: the status, the reason and the words, with nothing changed. */
async function expectRefused(
  who: TestUser,
  coupleId: string,
  status: number,
  message: RegExp,
  reason = "UNDO_NOT_POSSIBLE",
) {
  const before = await coupleRow(coupleId);
  const res = await undo<ApiError>(who, coupleId);
  expect(res).toHaveStatus(status);
  expect(res.body.message).toMatch(message);
  expect(res.body.reason).toBe(reason);
  expect(await coupleRow(coupleId)).toEqual(before);
}

describe("ending a pairing tells the partner", () => {
  it("keeps a notice on the partner's row naming who ended it, until they have seen it", async () => {
    const { tomas, lena, coupleId } = await endedByTomas();
    const notices = await read<AccountNotices>(lena, "/api/account/notices");
    expect(notices.partnerEndedPairing).toMatchObject({ partnerFirstName: "Tomás" });
    const { endedAt, undoUntil } = notices.partnerEndedPairing!;
    expect(Date.parse(undoUntil!) - Date.parse(endedAt)).toBe(24 * 3_600_000);
    expect((await read<AccountNotices>(tomas, "/api/account/notices")).partnerEndedPairing).toBe(
      null,
    );
    expect(await coupleRow(coupleId)).toMatchObject({ endedById: tomas.id });

    expect(await call(t.app, "POST", "/api/account/notices/dismiss", { user: lena })).toHaveStatus(
      200,
    );
    expect(await read<AccountNotices>(lena, "/api/account/notices")).toEqual({
      partnerDeletedAccountAt: null,
      partnerEndedPairing: null,
    });
  });

  it("says no more that it can be undone once the day is over", async () => {
    const { lena, coupleId } = await endedByTomas();
    await t.db
      .updateTable("couples")
      .set({ endedAt: sql<Date>`now() - interval '25 hours'` })
      .where("id", "=", coupleId)
      .execute();
    const notices = await read<AccountNotices>(lena, "/api/account/notices");
    expect(notices.partnerEndedPairing).toMatchObject({
      partnerFirstName: "Tomás",
      undoUntil: null,
    });
  });
});

describe("POST /api/pair/break/undo", () => {
  it("restores the same couple, its streak and history, and both people's coupleId", async () => {
    const { a: tomas, b: lena, coupleId } = await pairUp(t, "Tomás", "Lena");
    // Two days finished together: a streak of 2, and two days of history.
    const questionIds = await someQuestionIds(t.db, 8);
    const day = (back: number) => calendarDay("UTC", new Date(Date.now() - back * 86_400_000));
    for (const back of [2, 1]) {
      await insertPastSet(
        t.db,
        { coupleId },
        day(back),
        questionIds,
        [
          { userId: tomas.id, questionIds },
          { userId: lena.id, questionIds },
        ],
        true,
      );
    }
    const streakBefore = await read<Streak>(lena, "/api/quiz/streak");
    expect(streakBefore).toMatchObject({ current: 2 });
    const historyBefore = await read<QuizHistory>(lena, "/api/quiz/history");

    expect(await breakUp(tomas)).toHaveStatus(200);
    expect(await read<Streak | null>(lena, "/api/quiz/streak")).toBeNull();
    const offered = await ended(tomas);
    expect(offered).toMatchObject({ coupleId, partner: { firstName: "Lena" } });
    expect(await ended(lena)).toBeNull();

    const res = await undo(tomas, coupleId);
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({ id: coupleId, partner: { id: lena.id, firstName: "Lena" } });
    expect(await coupleIdOf(tomas)).toBe(coupleId);
    expect(await coupleIdOf(lena)).toBe(coupleId);
    expect(await coupleRow(coupleId)).toEqual({ endedAt: null, endedById: null });
    expect(await read<Streak>(lena, "/api/quiz/streak")).toEqual(streakBefore);
    expect(await read<Streak>(tomas, "/api/quiz/streak")).toMatchObject({ current: 2 });
    expect(await read<QuizHistory>(lena, "/api/quiz/history")).toEqual(historyBefore);
    expect(await ended(tomas)).toBeNull();
    // Lena's notice is gone, and her open screens hear that the pairing is back.
    expect((await read<AccountNotices>(lena, "/api/account/notices")).partnerEndedPairing).toBe(
      null,
    );
    const events = await t.db
      .selectFrom("liveEvents")
      .select("event")
      .where("userId", "=", lena.id)
      .orderBy("id")
      .execute();
    expect(events.map((row) => (row.event as unknown as PublishedLiveEvent).type)).toEqual([
      "couple-ended",
      "couple-restored",
    ]);
  });

  it("is refused after 24 hours", async () => {
    const { tomas, coupleId } = await endedByTomas();
    await t.db
      .updateTable("couples")
      .set({ endedAt: sql<Date>`now() - interval '24 hours 1 minute'` })
      .where("id", "=", coupleId)
      .execute();
    expect(await ended(tomas)).toBeNull();
    await expectRefused(tomas, coupleId, 409, /more than 24 hours ago/, "UNDO_EXPIRED");
    expect(await coupleIdOf(tomas)).toBeNull();
  });

  it("is refused to the partner who did not end it, and to anyone else", async () => {
    const { lena, coupleId } = await endedByTomas();
    await expectRefused(lena, coupleId, 403, /^Only Tomás can undo this/);
    const stranger = await createUser(t.db, { userType: "couple" });
    const res = await undo<ApiError>(stranger, coupleId);
    expect(res).toHaveStatus(404);
    expect(await coupleIdOf(lena)).toBeNull();
  });

  it("is refused once either of them paired with someone else, even if that ended too", async () => {
    const { tomas, lena, coupleId } = await endedByTomas();
    const noor = await createUser(t.db, { firstName: "Noor" });
    expect(await use(t, noor, (await generate(t, lena)).body.code)).toHaveStatus(200);
    expect(await ended(tomas)).toBeNull();
    await expectRefused(tomas, coupleId, 409, /^Lena has paired with someone else since/);
    expect(await breakUp(noor)).toHaveStatus(200);
    await expectRefused(tomas, coupleId, 409, /^Lena has paired with someone else since/);

    const other = await endedByTomas();
    const sam = await createUser(t.db, { firstName: "Sam" });
    expect(await use(t, other.tomas, (await generate(t, sam)).body.code)).toHaveStatus(200);
    await expectRefused(other.tomas, other.coupleId, 409, /^You've paired with someone else/);
  });

  it("is refused when either now uses the app as a single, or the partner deleted their account", async () => {
    const single = await endedByTomas();
    const toSingle = (user: TestUser) =>
      call(t.app, "POST", "/api/user/type", { user, body: { userType: "single" } });
    expect(await toSingle(single.lena)).toHaveStatus(200);
    expect(await ended(single.tomas)).toBeNull();
    await expectRefused(single.tomas, single.coupleId, 409, /^Lena uses Tandem as a single now/);

    const self = await endedByTomas();
    expect(await toSingle(self.tomas)).toHaveStatus(200);
    await expectRefused(self.tomas, self.coupleId, 409, /Switch back to couple mode/);

    const deleted = await endedByTomas();
    const gone = await call(t.app, "POST", "/api/account/delete", {
      user: deleted.lena,
      body: { confirmation: "DELETE" },
    });
    expect(gone).toHaveStatus(200);
    expect(await ended(deleted.tomas)).toBeNull();
    await expectRefused(deleted.tomas, deleted.coupleId, 409, /deleted their account/);
  });

  it("is refused the second time, with nothing changed", async () => {
    const { tomas, coupleId } = await endedByTomas();
    expect(await undo(tomas, coupleId)).toHaveStatus(200);
    await expectRefused(tomas, coupleId, 409, /^You and Lena are paired again already/);
    expect(await coupleIdOf(tomas)).toBe(coupleId);
  });

  it("is what a pair code between the same two points to, within the day", async () => {
    const { tomas, lena, coupleId } = await endedByTomas();
    const byTomas = await use<ApiError>(t, tomas, (await generate(t, lena)).body.code);
    expect(byTomas).toHaveStatus(409);
    expect(byTomas.body).toMatchObject({
      reason: "UNDO_INSTEAD",
      message: expect.stringMatching(/^You ended your pairing with Lena .* Tap Undo on your Home/),
    });
    const byLena = await use<ApiError>(t, lena, (await generate(t, tomas)).body.code);
    expect(byLena).toHaveStatus(409);
    expect(byLena.body.message).toMatch(/^Tomás ended your pairing .* can still undo it/);
    expect(await undo(tomas, coupleId)).toHaveStatus(200);
  });

  it("leaves the day's wait where Undo is no longer possible", async () => {
    const { tomas, lena } = await endedByTomas();
    const noor = await createUser(t.db, { firstName: "Noor" });
    expect(await use(t, noor, (await generate(t, lena)).body.code)).toHaveStatus(200);
    expect(await breakUp(noor)).toHaveStatus(200);
    const again = await use<ApiError>(t, tomas, (await generate(t, lena)).body.code);
    expect(again).toHaveStatus(409);
    expect(again.body.reason).toBeUndefined();
    expect(again.body.message).toMatch(/^You two ended your relationship less than 24 hours ago/);
  });

  it("racing the partner's new pairing, leaves exactly one of the two done", async () => {
    for (let round = 0; round < 6; round++) {
      const { tomas, lena, coupleId } = await endedByTomas();
      const noor = await createUser(t.db, { firstName: "Noor" });
      const { code } = (await generate(t, lena)).body;
      const [undone, paired] = await Promise.all([undo(tomas, coupleId), use(t, noor, code)]);
      expect([undone.status, paired.status].sort()).toEqual([200, 409]);
      const lenaCouple = await coupleIdOf(lena);
      if (undone.status === 200) {
        expect(lenaCouple).toBe(coupleId);
        expect(await coupleIdOf(noor)).toBeNull();
      } else {
        expect(lenaCouple).toBe(paired.body.id);
        expect(await coupleIdOf(tomas)).toBeNull();
        expect((await coupleRow(coupleId)).endedAt).not.toBeNull();
      }
      const current = await t.db
        .selectFrom("couples")
        .select("id")
        .where("endedAt", "is", null)
        .where((eb) => eb.or([eb("userAId", "=", lena.id), eb("userBId", "=", lena.id)]))
        .execute();
      expect(current).toEqual([{ id: lenaCouple }]);
    }
  });
});
