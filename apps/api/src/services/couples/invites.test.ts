import {
  ACCOUNT_PHOTO_UPLOAD_PATH,
  DAILY_QUESTION_COUNT,
  INVITE_LINK_CLOSED_MESSAGE,
  INVITE_LINK_INVALID_MESSAGE,
  PARTNER_INVITE_TTL_DAYS,
  POINTS_PER_ANSWER,
  type ApiError,
  type AuthUser,
  type Couple,
  type InvitePreview,
  type PartnerInvite,
  type TodayReveal,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { pairUp } from "./test-support.js";

const t = useTestApp();

const invite = <T = PartnerInvite>(user: TestUser) =>
  call<T>(t.app, "POST", "/api/pair/invite", { user });
const renew = <T = PartnerInvite>(user: TestUser) =>
  call<T>(t.app, "POST", "/api/pair/invite/new", { user });
const preview = <T = InvitePreview>(token: string, user: TestUser | null = null) =>
  call<T>(t.app, "GET", `/api/pair/invites/${encodeURIComponent(token)}`, { user });
const accept = <T = Couple>(user: TestUser, token: string) =>
  call<T>(t.app, "POST", `/api/pair/invites/${encodeURIComponent(token)}/accept`, { user });
const me = async (user: TestUser) =>
  (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body;

describe("invite links", () => {
  it("gives a link valid 7 days, the same one until it is used or renewed", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const before = Date.now();
    const first = await invite(alex);
    expect(first).toHaveStatus(200);
    expect(first.body.path).toBe(`/join/${first.body.token}`);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const ttl = new Date(first.body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(PARTNER_INVITE_TTL_DAYS * 86_400_000 - 60_000);
    expect(ttl).toBeLessThan(PARTNER_INVITE_TTL_DAYS * 86_400_000 + 60_000);
    expect((await invite(alex)).body.token).toBe(first.body.token);
    // Two tabs opening the dialog at once share one link.
    const [x, y] = await Promise.all([invite(alex), invite(alex)]);
    expect(x.body.token).toBe(first.body.token);
    expect(y.body.token).toBe(first.body.token);
  });

  it("shows signed out who invites (first name, photo) and that the link is open", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const uploaded = await uploadPhoto(
      t,
      alex,
      await solidJpeg(300, 300),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    expect(uploaded).toHaveStatus(201);
    const { token } = (await invite(alex)).body;
    const seen = await preview(token);
    expect(seen).toHaveStatus(200);
    expect(seen.body).toMatchObject({
      inviter: { firstName: "Alex", photoUrl: `/api/pair/invites/${token}/photo` },
      status: "open",
      own: false,
    });
    expect(JSON.stringify(seen.body)).not.toContain(alex.email);
    const photo = await t.app.inject({ method: "GET", url: seen.body.inviter.photoUrl! });
    expect(photo).toHaveStatus(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect((await preview(token, alex)).body.own).toBe(true);
  });

  it("pairs the person who opens it, with no code, and tells the inviter live", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const sam = await createUser(t.db, { firstName: "Sam" });
    const { token } = (await invite(alex)).body;
    const paired = await accept(sam, token);
    expect(paired).toHaveStatus(200);
    expect(paired.body.partner).toMatchObject({ id: alex.id, firstName: "Alex" });
    expect((await me(alex)).coupleId).toBe(paired.body.id);
    expect(await me(sam)).toMatchObject({ coupleId: paired.body.id, userType: "couple" });
    const events = await t.db
      .selectFrom("liveEvents")
      .select("event")
      .where("userId", "=", alex.id)
      .execute();
    expect(events.map((row) => row.event)).toContainEqual({
      type: "paired",
      coupleId: paired.body.id,
      partner: { firstName: "Sam", lastName: null, email: sam.email },
    });
    // Used: single use, said in words with the next step.
    const late = await createUser(t.db);
    const again = await accept<ApiError>(late, token);
    expect(again).toFailWith(409, "CONFLICT", "INVITE_CLOSED");
    expect(again.body.message).toBe(INVITE_LINK_CLOSED_MESSAGE);
    expect((await preview(token)).body).toMatchObject({
      status: "closed",
      inviter: { firstName: null, photoUrl: null },
    });
    expect((await me(late)).coupleId).toBeNull();
  });

  it("says an expired link no longer works, and pairs nobody", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const sam = await createUser(t.db);
    const { token } = (await invite(alex)).body;
    await t.db
      .updateTable("partnerInvites")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("ownerId", "=", alex.id)
      .execute();
    const res = await accept<ApiError>(sam, token);
    expect(res).toFailWith(409, "CONFLICT", "INVITE_CLOSED");
    expect(res.body.message).toBe(INVITE_LINK_CLOSED_MESSAGE);
    expect((await preview(token)).body.status).toBe("closed");
    expect((await me(sam)).coupleId).toBeNull();
    // Asking for the link again gives a fresh one.
    const fresh = (await invite(alex)).body.token;
    expect(fresh).not.toBe(token);
    expect(await accept(sam, fresh)).toHaveStatus(200);
  });

  it("'New link' revokes the old one", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const sam = await createUser(t.db);
    const old = (await invite(alex)).body.token;
    const renewed = await renew(alex);
    expect(renewed).toHaveStatus(200);
    expect(renewed.body.token).not.toBe(old);
    const res = await accept<ApiError>(sam, old);
    expect(res).toFailWith(409, "CONFLICT", "INVITE_CLOSED");
    expect((await preview(old)).body.status).toBe("closed");
    expect(await accept(sam, renewed.body.token)).toHaveStatus(200);
  });

  it("refuses one's own link, and links to or from someone already paired", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const { token } = (await invite(alex)).body;
    const own = await accept<ApiError>(alex, token);
    expect(own).toHaveStatus(400);
    expect(own.body.fields?.token).toMatch(/your own invite link/);

    const { a: paired } = await pairUp(t);
    const busy = await accept<ApiError>(paired, token);
    expect(busy).toFailWith(409, "CONFLICT", "ALREADY_PAIRED");
    // The refusal rolled the claim back: the link still works for someone free.
    const sam = await createUser(t.db);
    expect(await accept(sam, token)).toHaveStatus(200);

    const making = await invite<ApiError>(paired);
    expect(making).toFailWith(409, "CONFLICT", "ALREADY_PAIRED");
  });

  it("tells nobody that the inviter paired with someone else meanwhile", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const { token } = (await invite(alex)).body;
    const other = await createUser(t.db);
    const code = (
      await call<{ code: string }>(t.app, "POST", "/api/pair/generate", { user: other })
    ).body.code;
    expect(await call(t.app, "POST", "/api/pair/use", { user: alex, body: { code } })).toHaveStatus(
      200,
    );
    const res = await accept<ApiError>(await createUser(t.db), token);
    expect(res).toFailWith(409, "CONFLICT", "INVITE_CLOSED");
    expect(res.body.message).toBe(INVITE_LINK_CLOSED_MESSAGE);
    expect((await preview(token)).body.inviter.firstName).toBeNull();
  });

  it("keeps the 24-hour wait before two people who broke up pair again", async () => {
    const { a, b } = await pairUp(t);
    expect(await call(t.app, "POST", "/api/pair/break", { user: a })).toHaveStatus(200);
    const { token } = (await invite(a)).body;
    const res = await accept<ApiError>(b, token);
    expect(res).toHaveStatus(409);
    expect(res.body.message).toMatch(/less than 24 hours ago/);
    expect((await me(b)).coupleId).toBeNull();
  });

  it("answers a bad or unknown token with a 4xx in words, never a 5xx", async () => {
    const sam = await createUser(t.db);
    for (const token of ["x", "not a token!", "a".repeat(65), "%00%00%00%00%00%00%00%00"]) {
      const seen = await preview<ApiError>(token);
      expect(seen, token).toHaveStatus(400);
      expect(seen.body.fields?.token).toBe(INVITE_LINK_INVALID_MESSAGE);
      expect(await accept<ApiError>(sam, token), token).toHaveStatus(400);
    }
    const unknown = "A".repeat(24);
    const missing = await preview<ApiError>(unknown);
    expect(missing).toHaveStatus(404);
    expect(missing.body.message).toBe(INVITE_LINK_INVALID_MESSAGE);
    expect(await accept<ApiError>(sam, unknown)).toHaveStatus(404);
    expect(await call(t.app, "POST", `/api/pair/invites/${unknown}/accept`)).toHaveStatus(401);
    expect(await t.app.inject({ url: `/api/pair/invites/${unknown}/photo` })).toHaveStatus(404);
  });

  it("pairs exactly one of several people opening the link at once", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const { token } = (await invite(alex)).body;
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db)));
    const results = await Promise.all(people.map((person) => accept<ApiError>(person, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const couples = await t.db
      .selectFrom("couples")
      .select("id")
      .where((eb) => eb.or([eb("userAId", "=", alex.id), eb("userBId", "=", alex.id)]))
      .execute();
    expect(couples).toHaveLength(1);
  });
});

describe("answering before the partner arrives", () => {
  it("reveals the inviter's solo answers side by side once the partner answers the same questions", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    const solo = await today(t, alex);
    for (const question of solo.slice(0, 3)) {
      expect(await answer(t, alex, question.id, 1)).toHaveStatus(200);
    }
    const { token } = (await invite(alex)).body;
    const sam = await createUser(t.db, { firstName: "Sam" });
    expect(await accept(sam, token)).toHaveStatus(200);

    // The partner gets the inviter's questions; the inviter's answers are still theirs.
    const forSam = await today(t, sam);
    expect(forSam.map((q) => q.id)).toEqual(solo.map((q) => q.id));
    const forAlex = await today(t, alex);
    expect(forAlex.map((q) => q.position)).toEqual([4, 5, 6, 7, 8]);
    expect((await me(alex)).points).toBe(3 * POINTS_PER_ANSWER);

    const before = await call<TodayReveal>(t.app, "GET", "/api/quiz/reveal", { user: sam });
    expect(before.body.partnerAnsweredCount).toBe(3);
    expect(before.body.questions[0]).toMatchObject({ partnerAnswered: true, partnerAnswer: null });

    expect(await answer(t, sam, solo[0]!.id, 1)).toHaveStatus(200);
    const after = await call<TodayReveal>(t.app, "GET", "/api/quiz/reveal", { user: sam });
    expect(after.body.questions[0]).toMatchObject({
      myAnswer: { selectedOption: 1 },
      partnerAnswer: { selectedOption: 1 },
      matched: true,
    });
    const forAlexNow = await call<TodayReveal>(t.app, "GET", "/api/quiz/reveal", { user: alex });
    expect(forAlexNow.body.questions[0]!.partnerAnswer).toMatchObject({ selectedOption: 1 });
  });

  it("keeps the daily points cap across the solo answers and the couple's set", async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    for (const question of await today(t, alex)) await answer(t, alex, question.id);
    expect((await me(alex)).points).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);
    const { token } = (await invite(alex)).body;
    const sam = await createUser(t.db);
    expect(await accept(sam, token)).toHaveStatus(200);
    // Nothing left for Alex today, and no more points.
    expect(await today(t, alex)).toHaveLength(0);
    expect((await me(alex)).points).toBe(DAILY_QUESTION_COUNT * POINTS_PER_ANSWER);
  });
});
