import { randomUUID } from "node:crypto";
import {
  IDEMPOTENCY_KEY_HEADER,
  POINTS_PER_ANSWER,
  type ApiError,
  type ChatMessage,
  type QuizAnswerResult,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../test/helpers.js";
import { conversation, send } from "../services/chat/test-support.js";
import { single } from "../services/matching/test-support.js";
import { pointsOf, today } from "../services/quiz/test-support.js";

const t = useTestApp();

const answerBody = (questionId: number, extra: Record<string, unknown> = {}) => ({
  questionId,
  selectedOption: 1,
  tags: [],
  pointsEarned: POINTS_PER_ANSWER,
  ...extra,
});

/** A tRPC mutation over HTTP, as the web's link sends it (unbatched). */
async function trpcMutation<T>(user: TestUser, path: string, input: unknown) {
  const response = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { cookie: user.cookie, "content-type": "application/json" },
    payload: JSON.stringify(input),
  });
  const body = response.json<{ result?: { data: T }; error?: { message: string } }>();
  return { status: response.statusCode, data: body.result?.data, error: body.error };
}

const messagesIn = async (matchId: number) =>
  t.db.selectFrom("messages").select("id").where("matchId", "=", matchId).execute();

describe("idempotent actions", () => {
  it("applies a quiz answer sent twice with one key once and answers the retry alike (REST)", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const key = randomUUID();
    const body = answerBody(question!.id, { idempotencyKey: key });
    const first = await call<QuizAnswerResult>(t.app, "POST", "/api/quiz/answer", { user, body });
    const retry = await call<QuizAnswerResult>(t.app, "POST", "/api/quiz/answer", { user, body });
    expect(first).toHaveStatus(200);
    expect(retry).toHaveStatus(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.pointsEarned).toBe(POINTS_PER_ANSWER);
    expect((await pointsOf(t.db, user.id)).balance).toBe(POINTS_PER_ANSWER);
    // Without a key, the same answer again is the usual "already answered".
    const keyless = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id),
    });
    expect(keyless).toFailWith(409, "CONFLICT", "ALREADY_ANSWERED");
  });

  it("takes the key from the Idempotency-Key header as well, on REST and tRPC", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const key = randomUUID();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const first = await call<QuizAnswerResult>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id),
      headers,
    });
    expect(first).toHaveStatus(200);
    // The same action over tRPC with the key in its input is the same action.
    const retry = await trpcMutation<QuizAnswerResult>(
      user,
      "quiz.answer",
      answerBody(question!.id, { idempotencyKey: key }),
    );
    expect(retry).toHaveStatus(200);
    expect(retry.data).toEqual(first.body);
    expect((await pointsOf(t.db, user.id)).balance).toBe(POINTS_PER_ANSWER);
  });

  it("refuses a key sent again with another input (422) and changes nothing", async () => {
    const user = await createUser(t.db);
    const [q1, q2] = await today(t, user);
    const key = randomUUID();
    expect(
      await call(t.app, "POST", "/api/quiz/answer", {
        user,
        body: answerBody(q1!.id, { idempotencyKey: key }),
      }),
    ).toHaveStatus(200);
    const reused = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(q2!.id, { idempotencyKey: key }),
    });
    expect(reused).toFailWith(422, "UNPROCESSABLE_CONTENT", "IDEMPOTENCY_KEY_REUSED");
    expect(reused.body.message).toMatch(/already used for a different action/);
    const answers = await t.db
      .selectFrom("answers")
      .select("questionId")
      .where("userId", "=", user.id)
      .execute();
    expect(answers.map((a) => a.questionId)).toEqual([q1!.id]);
    expect((await pointsOf(t.db, user.id)).balance).toBe(POINTS_PER_ANSWER);
  });

  it("refuses a header and a field that differ, and a malformed key, with 400", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const differ = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id, { idempotencyKey: randomUUID() }),
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    expect(differ).toHaveStatus(400);
    expect(differ.body.fields?.idempotencyKey).toMatch(/differ/);
    const short = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id, { idempotencyKey: "abc" }),
    });
    expect(short).toHaveStatus(400);
    expect(short.body.fields?.idempotencyKey).toMatch(/8 to 128/);
    const badHeader = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id),
      headers: { [IDEMPOTENCY_KEY_HEADER]: "has spaces in it" },
    });
    expect(badHeader).toHaveStatus(400);
    expect((await pointsOf(t.db, user.id)).balance).toBe(0);
  });

  it("does not spend a key on an action that failed: the same key may then carry another", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const key = randomUUID();
    const failed = await call(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(2_000_000_000, { idempotencyKey: key }),
    });
    expect(failed).toHaveStatus(404);
    const next = await call(t.app, "POST", "/api/quiz/answer", {
      user,
      body: answerBody(question!.id, { idempotencyKey: key }),
    });
    expect(next).toHaveStatus(200);
  });

  it("stores a chat message sent twice with one key once, and answers both with it", async () => {
    const { a, matchId } = await conversation(t);
    const key = randomUUID();
    const body = { body: "See you at eight?", idempotencyKey: key };
    const url = `/api/chat/${matchId}/messages`;
    const first = await call<ChatMessage>(t.app, "POST", url, { user: a, body });
    const retry = await call<ChatMessage>(t.app, "POST", url, { user: a, body });
    expect(first).toHaveStatus(201);
    expect(retry).toHaveStatus(201);
    expect(retry.body).toEqual(first.body);
    const viaTrpc = await trpcMutation<ChatMessage>(a, "chat.send", { matchId, ...body });
    expect(viaTrpc.data).toEqual(first.body);
    expect(await messagesIn(matchId)).toHaveLength(1);
    // A different text under the same key is another action: refused.
    const reused = await call<ApiError>(t.app, "POST", url, {
      user: a,
      body: { body: "Or nine?", idempotencyKey: key },
    });
    expect(reused).toHaveStatus(422);
    // Without keys, two sends are two messages, as before.
    await send(t, a, matchId, "One");
    await send(t, a, matchId, "One");
    expect(await messagesIn(matchId)).toHaveLength(3);
  });

  it("applies a like and a pass once per key; keys belong to one person", async () => {
    const a = await single(t, "Ida", [0, 0, 0, 0, 0]);
    const b = await single(t, "Joe", [0, 0, 0, 0, 0]);
    const c = await single(t, "Kim", [0, 0, 0, 0, 0]);
    const key = randomUUID();
    const like = (user: TestUser, toUserId: string) =>
      call(t.app, "POST", "/api/matching/like", {
        user,
        body: { toUserId, idempotencyKey: key },
      });
    const first = await like(a, b.id);
    const retry = await like(a, b.id);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    // Another person's key of the same text is theirs: B's like back makes the match.
    const back = await like(b, a.id);
    expect(back).toHaveStatus(200);
    expect(back.body).toMatchObject({ isMatch: true, matchedUser: { nickname: "Ida" } });
    const liked = await t.db
      .selectFrom("liveEvents")
      .select("event")
      .where("userId", "=", b.id)
      .execute();
    expect(liked.filter((row) => JSON.stringify(row.event).includes('"liked"'))).toHaveLength(1);

    const passKey = randomUUID();
    const pass = () =>
      call(t.app, "POST", "/api/matching/pass", {
        user: a,
        body: { toUserId: c.id, idempotencyKey: passKey },
      });
    expect((await pass()).body).toEqual({ ok: true });
    expect((await pass()).body).toEqual({ ok: true });
    const hits = await t.db
      .selectFrom("rateLimits")
      .select("hits")
      .where("key", "=", `swipe:${a.id}`)
      .executeTakeFirstOrThrow();
    // like (1) and pass (1): the retries were answered from the first outcome, not counted.
    expect(hits.hits).toBe(2);
  });
});
