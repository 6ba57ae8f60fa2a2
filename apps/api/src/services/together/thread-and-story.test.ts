import {
  discoveryTagLabel,
  type AccountExport,
  type ApiError,
  type ChatMessage,
  type CoupleProposal,
  type OurStory,
  type ThreadMessage,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { eventsOf, send } from "../chat/test-support.js";
import { pair, single, tagsFor } from "../matching/test-support.js";
import { tablesNaming } from "../moderation/test-support.js";
import { answer, createCouple, today } from "../quiz/test-support.js";
import { makeReward } from "../rewards/test-support.js";
import { bothAnswered, comment, react, sendToThread, thread } from "./test-support.js";

const t = useTestApp();

const story = (user: TestUser) => call<OurStory>(t.app, "GET", "/api/together/story", { user });

/** Two singles: Ann likes Ben's first discovery answer with a note, he likes back, they chat, then become a couple. */
async function coupleFromAMatch() {
  const a = await single(t, "Ann", [1, 2, 1, 2, 1]);
  const b = await single(t, "Ben", [1, 2, 1, 2, 1]);
  const liked = tagsFor([1, 2, 1, 2, 1])[0]!;
  const first = await call(t.app, "POST", "/api/matching/like", {
    user: a,
    body: { toUserId: b.id, answer: liked, note: "Same here!" },
  });
  expect(first).toHaveStatus(200);
  const back = await call<{ isMatch: boolean; matchId: number }>(
    t.app,
    "POST",
    "/api/matching/like",
    { user: b, body: { toUserId: a.id } },
  );
  expect(back.body.isMatch).toBe(true);
  const { id: matchId } = await t.db
    .selectFrom("matches")
    .select("id")
    .where((eb) => eb.or([eb("userAId", "=", a.id), eb("userBId", "=", a.id)]))
    .executeTakeFirstOrThrow();
  expect(await send(t, b, matchId, "Hi Ann! Which film last?")).toHaveStatus(201);
  expect(await send(t, a, matchId, "Past Lives. You?")).toHaveStatus(201);
  const asked = await call<CoupleProposal>(t.app, "POST", `/api/chat/${matchId}/proposal`, {
    user: a,
  });
  const accepted = await call<{ id: string }>(
    t.app,
    "POST",
    `/api/chat/${matchId}/proposal/accept`,
    { user: b, body: { proposalId: asked.body.id } },
  );
  expect(accepted).toHaveStatus(200);
  return { a, b, matchId, coupleId: accepted.body.id };
}

describe("the couple's thread", () => {
  it("continues the chat of the match a couple was made from: both keep writing in the same thread, live", async () => {
    const { a, b, matchId, coupleId } = await coupleFromAMatch();
    const before = await thread(t, b);
    expect(before).toHaveStatus(200);
    // A like's note is the chat's first message (decision 126).
    expect(before.body.messages.map((m) => m.body)).toEqual([
      "Same here!",
      "Hi Ann! Which film last?",
      "Past Lives. You?",
    ]);
    expect(before.body.messages[0]).toMatchObject({
      senderId: a.id,
      id: expect.stringMatching(/^match-/),
    });

    const sent = await sendToThread(t, b, "  Aftersun. Dinner tonight?  ");
    expect(sent).toHaveStatus(201);
    expect(sent.body).toMatchObject({ senderId: b.id, body: "Aftersun. Dinner tonight?" });
    const seenByA = await thread(t, a);
    expect(seenByA.body.messages.map((m) => m.body)).toEqual([
      "Same here!",
      "Hi Ann! Which film last?",
      "Past Lives. You?",
      "Aftersun. Dinner tonight?",
    ]);
    expect(await eventsOf(t, a, "couple-message")).toEqual([
      { type: "couple-message", coupleId, message: sent.body },
    ]);
    // The old chat stays as it was: read-only, without the thread's new messages.
    const chat = await call<{ messages: ChatMessage[] }>(
      t.app,
      "GET",
      `/api/chat/${matchId}/messages`,
      { user: a },
    );
    expect(chat.body.messages).toHaveLength(3);
    expect(await send(t, a, matchId, "Still here?")).toHaveStatus(409);
  });

  it("pages back from the couple's messages into the match's, without gaps or repeats", async () => {
    const { a, b, coupleId } = await coupleFromAMatch();
    await t.db
      .insertInto("coupleMessages")
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          coupleId,
          senderId: i % 2 ? a.id : b.id,
          body: `m${i}`,
        })),
      )
      .execute();
    const bodies: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await thread(t, a, cursor);
      expect(page).toHaveStatus(200);
      bodies.unshift(...page.body.messages.map((m) => m.body));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(bodies).toEqual([
      "Same here!",
      "Hi Ann! Which film last?",
      "Past Lives. You?",
      ...Array.from({ length: 40 }, (_, i) => `m${i}`),
    ]);
  });

  it("is there for a couple paired by code too, for the two of them only; bad input is a 4xx that changes nothing", async () => {
    const { a, b } = await createCouple(t.db);
    expect((await thread(t, a)).body.messages).toEqual([]);
    expect(await sendToThread(t, a, "Hello you")).toHaveStatus(201);
    expect((await thread(t, b)).body.messages.map((m) => m.body)).toEqual(["Hello you"]);

    const count = async () =>
      (await t.db.selectFrom("coupleMessages").select("id").execute()).length;
    const before = await count();
    const long = await sendToThread<ApiError>(t, a, "x".repeat(2001));
    expect(long).toHaveStatus(400);
    expect(long.body.fields?.body).toBe("Use at most 2000 characters.");
    expect(await sendToThread(t, a, "   ")).toHaveStatus(400);
    const loner = await createUser(t.db);
    const outsider = await sendToThread<ApiError>(t, loner, "Hi");
    expect(outsider).toHaveStatus(409);
    expect(outsider.body.reason).toBe("NOT_PAIRED");
    expect(await thread(t, loner)).toHaveStatus(409);
    const badCursor = await thread<ApiError>(t, a, "nope");
    expect(badCursor).toHaveStatus(400);
    expect(await count()).toBe(before);
  });

  it("stores a message sent again with the same key once (a retry after a lost answer)", async () => {
    const { a } = await createCouple(t.db);
    const body = { body: "Only once", idempotencyKey: "thread-retry-0001" };
    const first = await call<ThreadMessage>(t.app, "POST", "/api/together/thread", {
      user: a,
      body,
    });
    const again = await call<ThreadMessage>(t.app, "POST", "/api/together/thread", {
      user: a,
      body,
    });
    expect(first).toHaveStatus(201);
    expect(again.body).toEqual(first.body);
    expect((await thread(t, a)).body.messages.map((m) => m.body)).toEqual(["Only once"]);
  });

  it("closes with a break-up and comes back, messages and all, with the same couple row", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    await sendToThread(t, a, "Before");
    await t.db
      .updateTable("couples")
      .set({ endedAt: new Date() })
      .where("id", "=", coupleId)
      .execute();
    expect(await sendToThread(t, b, "After")).toHaveStatus(409);
    await t.db.updateTable("couples").set({ endedAt: null }).where("id", "=", coupleId).execute();
    expect((await thread(t, b)).body.messages.map((m: ThreadMessage) => m.body)).toEqual([
      "Before",
    ]);
  });
});

describe("Our story", () => {
  it("tells a couple from a match their first like with its note, match, first message, becoming a couple, first quiz, records, rewards and months", async () => {
    const { a, b, coupleId } = await coupleFromAMatch();
    const questions = await today(t, a);
    for (const [index, question] of questions.entries()) {
      await answer(t, a, question.id, 0);
      await answer(t, b, question.id, index < 3 ? 0 : 1);
    }
    await t.db.updateTable("users").set({ points: 500 }).where("id", "=", b.id).execute();
    const reward = await makeReward(t.db, { pointsCost: 50, title: "Cinema night" });
    expect(await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: b })).toHaveStatus(
      200,
    );
    // The couple began two months and three days ago; today's quiz moves two days back, and
    // the two days since were finished too: a 3-day streak.
    await t.db
      .updateTable("couples")
      .set({ createdAt: sql`now() - interval '2 months 3 days'` })
      .where("id", "=", coupleId)
      .execute();
    await t.db
      .updateTable("dailySets")
      .set({ day: sql`day - 2`, completedAt: sql`completed_at - interval '2 days'` })
      .where("coupleId", "=", coupleId)
      .execute();
    const questionIds = questions.map((q) => q.id);
    for (const daysAgo of [1, 0]) {
      await t.db
        .insertInto("dailySets")
        .values({
          coupleId,
          day: sql`current_date - ${daysAgo}::int`,
          questionIds,
          completedAt: sql`now() - make_interval(days => ${daysAgo})`,
        })
        .execute();
    }

    const res = await story(a);
    expect(res).toHaveStatus(200);
    const byKind = (kind: string) => res.body.items.filter((i) => i.kind === kind);
    expect(byKind("liked")).toEqual([
      expect.objectContaining({
        who: "me",
        note: "Same here!",
        likedWhat: discoveryTagLabel(tagsFor([1, 2, 1, 2, 1])[0]!),
      }),
    ]);
    expect(byKind("first-message")).toEqual([expect.objectContaining({ who: "me" })]);
    expect(byKind("became-couple")).toHaveLength(1);
    expect(byKind("first-quiz")).toEqual([expect.objectContaining({ count: 3 })]);
    expect(byKind("streak")).toEqual([expect.objectContaining({ count: 3 })]);
    expect(byKind("reward")).toEqual([
      expect.objectContaining({ who: "partner", title: "Cinema night" }),
    ]);
    expect(byKind("anniversary").map((i) => i.count)).toEqual([1, 2]);
    // Oldest first.
    const times = res.body.items.map((i) => i.at);
    expect([...times].sort()).toEqual(times);
    // Private to the two.
    expect(await story(await createUser(t.db))).toHaveStatus(409);
  });

  it("starts at pairing for a couple paired by code, with the first quiz's matching picks", async () => {
    const a = await createUser(t.db, { userType: "couple" });
    const b = await createUser(t.db, { userType: "couple" });
    await pair(t, a, b);
    const questions = await today(t, a);
    for (const [index, question] of questions.entries()) {
      await answer(t, a, question.id, 1);
      await answer(t, b, question.id, index < 5 ? 1 : 2);
    }
    const { items } = (await story(b)).body;
    expect(items.map((i) => i.kind)).toEqual(["paired", "first-quiz"]);
    expect(items[1]).toMatchObject({ count: 5 });
  });
});

describe("Download my data and deletion", () => {
  it("exports a person's responses, thread messages and story; deleting the account leaves nothing naming them", async () => {
    const { a, b, coupleId } = await coupleFromAMatch();
    const { day, questionIds } = await bothAnswered(t, a, b, [[0, 1]]);
    await react(t, a, day, questionIds[0]!, "hmm");
    await comment(t, a, day, questionIds[0]!, "Tell me more");
    await comment(t, b, day, questionIds[0]!, "Later!");
    await sendToThread(t, a, "From Ann");
    await sendToThread(t, b, "From Ben");

    const file = (await call<AccountExport>(t.app, "GET", "/api/account/export", { user: a })).body;
    const data = file.data as unknown as Record<string, Record<string, unknown>[]>;
    expect(data.answerResponses).toEqual([
      expect.objectContaining({ day, reaction: "hmm", comment: "Tell me more" }),
    ]);
    expect(data.coupleThread).toEqual([expect.objectContaining({ body: "From Ann" })]);
    const stories = data.ourStory as unknown as { kind: string; note: string | null }[][];
    expect(stories).toHaveLength(1);
    expect(stories[0]![0]).toMatchObject({ kind: "liked", note: "Same here!" });
    expect(JSON.stringify(file)).not.toContain("From Ben");
    expect(JSON.stringify(file)).not.toContain(b.id);

    expect(
      await call(t.app, "POST", "/api/account/delete", {
        user: a,
        body: { confirmation: "DELETE" },
      }),
    ).toHaveStatus(200);
    expect(await tablesNaming(t.db, a.id)).toEqual({});
    // Their words went with them; the partner's stay with the ended couple, which nobody can open.
    const left = await t.db
      .selectFrom("coupleMessages")
      .select("body")
      .where("coupleId", "=", coupleId)
      .execute();
    expect(left.map((row) => row.body)).toEqual(["From Ben"]);
    expect(
      await t.db
        .selectFrom("answerResponses")
        .select("comment")
        .where("coupleId", "=", coupleId)
        .execute(),
    ).toEqual([]);
    expect(await thread(t, b)).toHaveStatus(409);
    expect(await story(b)).toHaveStatus(409);
  });
});
