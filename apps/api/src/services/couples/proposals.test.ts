import {
  COUPLE_PROPOSAL_RETRY_HOURS,
  type ApiError,
  type AuthUser,
  type Conversation,
  type Couple,
  type CoupleProposal,
  type MessagePage,
  type PairCode,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { conversation, eventsOf, send } from "../chat/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { matches, shownIds, single } from "../matching/test-support.js";

const t = useTestApp();

const proposal = (user: TestUser, matchId: number) =>
  call<CoupleProposal | null>(t.app, "GET", `/api/chat/${matchId}/proposal`, { user });
const propose = <T = CoupleProposal>(user: TestUser, matchId: number) =>
  call<T>(t.app, "POST", `/api/chat/${matchId}/proposal`, { user });
const acceptIt = <T = Couple>(user: TestUser, matchId: number, proposalId: number) =>
  call<T>(t.app, "POST", `/api/chat/${matchId}/proposal/accept`, {
    user,
    body: { proposalId },
  });
const declineIt = <T = CoupleProposal>(user: TestUser, matchId: number, proposalId: number) =>
  call<T>(t.app, "POST", `/api/chat/${matchId}/proposal/decline`, {
    user,
    body: { proposalId },
  });
const me = async (user: TestUser) =>
  (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body;

/** Moves a proposal's answer (or a couple's end) back in time. */
const ageProposal = (id: number, hours: number) =>
  t.db
    .updateTable("coupleProposals")
    .set({ answeredAt: sql`now() - make_interval(hours => ${hours})` })
    .where("id", "=", id)
    .execute();

describe("from a match to a couple", () => {
  it("one proposes from the chat, the other accepts: both are a couple, paired, no code; the chat stays readable", async () => {
    const { a, b, matchId } = await conversation(t);
    expect(await send(t, a, matchId, "Dinner on Friday was lovely")).toHaveStatus(201);
    expect((await proposal(a, matchId)).body).toBeNull();

    const asked = await propose(a, matchId);
    expect(asked).toHaveStatus(201);
    expect(asked.body).toMatchObject({ matchId, fromMe: true, status: "open", askAgainAt: null });
    const seenByB = (await proposal(b, matchId)).body!;
    expect(seenByB).toMatchObject({ id: asked.body.id, fromMe: false, status: "open" });
    expect(await eventsOf(t, b, "couple-proposal")).toEqual([
      { type: "couple-proposal", matchId, proposerId: a.id, status: "open" },
    ]);

    const couple = await acceptIt(b, matchId, seenByB.id);
    expect(couple).toHaveStatus(200);
    expect(couple.body).toMatchObject({ partner: { id: a.id }, metInChat: matchId });
    const [userA, userB] = [await me(a), await me(b)];
    expect(userA).toMatchObject({ userType: "couple", coupleId: couple.body.id });
    expect(userB).toMatchObject({ userType: "couple", coupleId: couple.body.id });
    expect(await eventsOf(t, a, "paired")).toMatchObject([{ coupleId: couple.body.id }]);
    expect(
      await t.db.selectFrom("pairCodes").where("ownerId", "in", [a.id, b.id]).selectAll().execute(),
    ).toEqual([]);

    // The match ends as a match; the chat is their history: readable, closed to new messages.
    expect((await matches(t, a)).body).toEqual([]);
    const history = await call<MessagePage>(t.app, "GET", `/api/chat/${matchId}/messages`, {
      user: b,
    });
    expect(history).toHaveStatus(200);
    expect(history.body.messages.map((m) => m.body)).toEqual(["Dinner on Friday was lovely"]);
    const conv = await call<Conversation>(t.app, "GET", `/api/chat/${matchId}`, { user: a });
    expect(conv).toHaveStatus(200);
    expect(conv.body.becameCoupleAt).toBeTruthy();
    const sent = await send<ApiError>(t, a, matchId, "Still here?");
    expect(sent).toFailWith(409, "CONFLICT", "CONVERSATION_ENDED");
    expect((await proposal(a, matchId)).body).toMatchObject({ status: "accepted", fromMe: true });

    // Their couple's quiz works, and they are out of Discover.
    const viewer = await single(t, "Viewer", [1, 2, 1, 2, 1]);
    expect(await shownIds(t, viewer, [a, b])).toEqual([]);
    const [q] = await today(t, a);
    expect(await answer(t, a, q!.id, 0)).toHaveStatus(200);
  });

  it("a decline is told in words; asking again waits a day, then works", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const declined = await declineIt(b, matchId, asked.id);
    expect(declined).toHaveStatus(200);
    expect(declined.body).toMatchObject({ status: "declined", fromMe: false, askAgainAt: null });
    expect(await eventsOf(t, a, "couple-proposal")).toContainEqual({
      type: "couple-proposal",
      matchId,
      proposerId: a.id,
      status: "declined",
    });
    const seenByA = (await proposal(a, matchId)).body!;
    expect(seenByA.status).toBe("declined");
    expect(Date.parse(seenByA.askAgainAt!)).toBeGreaterThan(Date.now());

    const again = await propose<ApiError>(a, matchId);
    expect(again).toHaveStatus(409);
    expect(again.body.message).toBe(
      `Ben said not now. You can ask again in ${COUPLE_PROPOSAL_RETRY_HOURS} hours.`,
    );
    // The other one may ask at once; a day later the first may ask again.
    await ageProposal(asked.id, COUPLE_PROPOSAL_RETRY_HOURS + 1);
    expect((await proposal(a, matchId)).body!.askAgainAt).toBeNull();
    expect(await propose(a, matchId)).toHaveStatus(201);
    expect((await me(a)).coupleId).toBeNull();
    expect((await me(b)).coupleId).toBeNull();
  });

  it("a second proposal while one is open is answered in words, whoever sends it", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const mine = await propose<ApiError>(a, matchId);
    expect(mine).toHaveStatus(409);
    expect(mine.body.message).toBe("You've already asked Ben. Their answer will show here.");
    const theirs = await propose<ApiError>(b, matchId);
    expect(theirs).toHaveStatus(409);
    expect(theirs.body).toMatchObject({
      reason: "PROPOSAL_WAITING_FOR_YOU",
      message: "Ann has already asked you. Say yes or not now to their proposal.",
    });
    const rows = await t.db
      .selectFrom("coupleProposals")
      .selectAll()
      .where("matchId", "=", matchId)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([asked.id]);
  });

  it("answers in words: one's own proposal, one already answered, an unknown one; outsiders see nothing", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const own = await acceptIt<ApiError>(a, matchId, asked.id);
    expect(own).toHaveStatus(400);
    expect(own.body.fields).toEqual({
      proposalId: "This is your own proposal: your match answers it.",
    });
    expect(await declineIt(b, matchId, asked.id)).toHaveStatus(200);
    const late = await acceptIt<ApiError>(b, matchId, asked.id);
    expect(late).toHaveStatus(409);
    expect(late.body).toMatchObject({
      reason: "PROPOSAL_ANSWERED",
      message: "You already said not now to this proposal.",
    });
    expect(await acceptIt<ApiError>(b, matchId, asked.id + 100000)).toHaveStatus(404);

    const outsider = await createUser(t.db, { userType: "single" });
    expect(await proposal(outsider, matchId)).toHaveStatus(404);
    expect(await propose(outsider, matchId)).toHaveStatus(404);
    expect((await me(a)).coupleId).toBeNull();
  });

  it("bad input is a 400 naming the field, and nothing is stored", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const cases = [
      [`/api/chat/${matchId}/proposal/accept`, { proposalId: "first" }, "proposalId"],
      [`/api/chat/${matchId}/proposal/accept`, {}, "proposalId"],
      [`/api/chat/${matchId}/proposal/decline`, { proposalId: -1 }, "proposalId"],
      [`/api/chat/abc/proposal/accept`, { proposalId: asked.id }, "matchId"],
      [`/api/chat/0/proposal`, undefined, "matchId"],
    ] as const;
    for (const [url, body, field] of cases) {
      const res = await call<ApiError>(t.app, "POST", url, { user: b, body });
      expect(res, url).toHaveStatus(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect((await proposal(a, matchId)).body).toMatchObject({ id: asked.id, status: "open" });
    expect((await me(b)).coupleId).toBeNull();
  });

  it("every pairing rule holds: paired people cannot propose or be accepted; an ended match cannot", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    // Ann pairs with someone else by code before Ben says yes.
    const other = await createUser(t.db, { userType: "couple" });
    const { code } = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: other }))
      .body;
    expect(await call(t.app, "POST", "/api/pair/use", { user: a, body: { code } })).toHaveStatus(
      200,
    );
    const late = await acceptIt<ApiError>(b, matchId, asked.id);
    expect(late).toHaveStatus(409);
    expect(late.body.message).toMatch(/already paired/);
    expect((await me(b)).coupleId).toBeNull();
    const fromPaired = await propose<ApiError>(a, matchId);
    expect(fromPaired).toFailWith(409, "CONFLICT", "ALREADY_PAIRED");

    const two = await conversation(t);
    await call(t.app, "POST", "/api/matching/unmatch", {
      user: two.a,
      body: { userId: two.b.id },
    });
    const ended = await propose<ApiError>(two.b, two.matchId);
    expect(ended).toFailWith(409, "CONFLICT", "CONVERSATION_ENDED");
  });

  it("two who broke up wait before a proposal pairs them again", async () => {
    const { a, b, matchId } = await conversation(t);
    const first = (await propose(a, matchId)).body;
    expect(await acceptIt(b, matchId, first.id)).toHaveStatus(200);
    expect(await call(t.app, "POST", "/api/pair/break", { user: a })).toHaveStatus(200);
    // Their chat stays readable after the break-up, and is closed.
    expect(await call(t.app, "GET", `/api/chat/${matchId}/messages`, { user: a })).toHaveStatus(
      200,
    );
    expect(await propose<ApiError>(a, matchId)).toHaveStatus(409);
    // A new match of the same two (as if they matched again) meets the re-pairing wait.
    const [userAId, userBId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    await t.db.deleteFrom("matches").where("id", "=", matchId).execute();
    const rematch = await t.db
      .insertInto("matches")
      .values({ userAId, userBId })
      .returning("id")
      .executeTakeFirstOrThrow();
    const second = (await propose(b, rematch.id)).body;
    const refused = await acceptIt<ApiError>(a, rematch.id, second.id);
    expect(refused).toHaveStatus(409);
    // The one who ended it is pointed to Undo instead (decision 237).
    expect(refused.body).toMatchObject({
      reason: "UNDO_INSTEAD",
      message: expect.stringMatching(/^You ended your pairing with .* Tap Undo on your Home/),
    });
    expect((await me(a)).coupleId).toBeNull();
  });
});

describe("races", () => {
  it("two yes at once (two tabs): one couple, the other answer is told it was answered", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const results = await Promise.all([
      acceptIt<Couple | ApiError>(b, matchId, asked.id),
      acceptIt<Couple | ApiError>(b, matchId, asked.id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const couples = await t.db
      .selectFrom("couples")
      .select("id")
      .where((eb) => eb.or([eb("userAId", "in", [a.id, b.id]), eb("userBId", "in", [a.id, b.id])]))
      .execute();
    expect(couples).toHaveLength(1);
  });

  it("yes and not now at once: exactly one wins, and the state matches it", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const [yes, no] = await Promise.all([
      acceptIt<Couple | ApiError>(b, matchId, asked.id),
      declineIt<CoupleProposal | ApiError>(b, matchId, asked.id),
    ]);
    expect([yes.status, no.status].sort()).toEqual([200, 409]);
    const paired = (await me(a)).coupleId !== null;
    expect(paired).toBe(yes.status === 200);
    expect((await proposal(a, matchId)).body!.status).toBe(paired ? "accepted" : "declined");
  });

  it("both propose at once: one proposal is stored, the other is told to answer it", async () => {
    const { a, b, matchId } = await conversation(t);
    const [one, two] = await Promise.all([
      propose<CoupleProposal | ApiError>(a, matchId),
      propose<CoupleProposal | ApiError>(b, matchId),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const loser = (one.status === 409 ? one : two).body as ApiError;
    expect(loser.reason).toBe("PROPOSAL_WAITING_FOR_YOU");
    const rows = await t.db
      .selectFrom("coupleProposals")
      .selectAll()
      .where("matchId", "=", matchId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("a yes racing the proposer's pairing by code: one pairing only, never two couples", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const other = await createUser(t.db, { userType: "couple" });
    const { code } = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: other }))
      .body;
    const [yes, byCode] = await Promise.all([
      acceptIt<Couple | ApiError>(b, matchId, asked.id),
      call(t.app, "POST", "/api/pair/use", { user: a, body: { code } }),
    ]);
    expect([yes.status, byCode.status].sort()).toEqual([200, 409]);
    const active = await t.db
      .selectFrom("couples")
      .select("id")
      .where("endedAt", "is", null)
      .where((eb) => eb.or([eb("userAId", "=", a.id), eb("userBId", "=", a.id)]))
      .execute();
    expect(active).toHaveLength(1);
  });

  it("a yes racing an unmatch: either a couple with a readable chat, or no couple and an ended chat", async () => {
    const { a, b, matchId } = await conversation(t);
    const asked = (await propose(a, matchId)).body;
    const [yes, unmatch] = await Promise.all([
      acceptIt<Couple | ApiError>(b, matchId, asked.id),
      call(t.app, "POST", "/api/matching/unmatch", { user: a, body: { userId: b.id } }),
    ]);
    const paired = (await me(b)).coupleId !== null;
    expect(paired).toBe(yes.status === 200);
    if (paired) expect(unmatch).toHaveStatus(404);
    else expect(unmatch).toHaveStatus(200);
    const history = await call(t.app, "GET", `/api/chat/${matchId}/messages`, { user: a });
    expect(history.status).toBe(paired ? 200 : 409);
  });
});
