import { randomUUID } from "node:crypto";
import type {
  ChatMessage,
  LikeResult,
  MatchSummary,
  PairCode,
  QuizAnswerResult,
  QuizQuestion,
} from "@tandem/api-contract";
import { DISCOVERY_QUIZ, POINTS_PER_ANSWER } from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { call, createUser, testEnv, type TestUser } from "./helpers.js";

/**
 * Two API instances, each with its own connection pool, on one database: what two
 * processes behind a load balancer are. Every race is fired at both at once, alternating.
 */
const apps: FastifyInstance[] = [];
const pools: Db[] = [];
let db: Db;

beforeAll(async () => {
  const max = inject("databaseKind") === "embedded" ? 1 : 5;
  for (let i = 0; i < 2; i++) {
    const pool = createDb({ connectionString: testDatabaseUrl(), max });
    pools.push(pool);
    apps.push(await buildApp({ db: pool, env: testEnv() }));
  }
  db = pools[0]!;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(pools.map((pool) => pool.destroy()));
});

/** Request i goes to instance i % 2, as a round-robin load balancer sends them. */
const alternating = <T>(count: number, send: (app: FastifyInstance, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(apps[i % 2]!, i)));

const balanceAndLedger = async (userId: string) => {
  const user = await db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom("pointsLedger")
    .select(({ fn }) => fn.sum<number>("delta").as("total"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return { balance: user.points, ledger: Number(ledger.total ?? 0) };
};

describe("two API processes on one database", () => {
  it("give exactly one voucher for 40 redemptions at once from a balance that covers one", async () => {
    const reward = await db
      .insertInto("rewards")
      .values({ title: "Across processes", description: "Test", pointsCost: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Points given directly (no ledger row): the ledger then holds what was spent.
    const user = await createUser(db, { points: 150 });
    const results = await alternating(40, (app) =>
      call(app, "POST", `/api/rewards/${reward.id}/redeem`, { user }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(39);
    expect(await balanceAndLedger(user.id)).toEqual({ balance: 50, ledger: -100 });
  });

  it("make exactly one couple when 20 people use one code at once", async () => {
    const owner = await createUser(db);
    const { code } = (await call<PairCode>(apps[0]!, "POST", "/api/pair/generate", { user: owner }))
      .body;
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(db)));
    const results = await alternating(20, (app, i) =>
      call(app, "POST", "/api/pair/use", { user: people[i]!, body: { code } }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const paired = await db
      .selectFrom("users")
      .select("id")
      .where(
        "id",
        "in",
        people.map((p) => p.id),
      )
      .where("coupleId", "is not", null)
      .execute();
    expect(paired).toHaveLength(1);
  });

  it("count one answer sent 10 times at once exactly once", async () => {
    const user = await createUser(db);
    const today = await call<QuizQuestion[]>(apps[1]!, "GET", "/api/quiz/today", { user });
    const questionId = today.body[0]!.id;
    const results = await alternating(10, (app) =>
      call(app, "POST", "/api/quiz/answer", {
        user,
        body: { questionId, selectedOption: 1, tags: [], pointsEarned: POINTS_PER_ANSWER },
      }),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceAndLedger(user.id)).toEqual({
      balance: POINTS_PER_ANSWER,
      ledger: POINTS_PER_ANSWER,
    });
  });

  it("make exactly one match when two people like each other at once, each on another process", async () => {
    const single = async (nickname: string): Promise<TestUser> => {
      const user = await createUser(db);
      const profile = await call(apps[0]!, "POST", "/api/matching/profile", {
        user,
        body: { nickname, gender: "female", ageGroup: "28-32", city: "Lisbon", bio: "Hi" },
      });
      expect(profile).toHaveStatus(200);
      const tags = DISCOVERY_QUIZ.map((q) => q.options[0].tag);
      const saved = await call(apps[1]!, "POST", "/api/matching/discovery-tags", {
        user,
        body: { tags },
      });
      expect(saved).toHaveStatus(200);
      return user;
    };
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await single(`A${round}`), await single(`B${round}`)];
      const [ab, ba] = await Promise.all([
        call<LikeResult>(apps[0]!, "POST", "/api/matching/like", {
          user: a,
          body: { toUserId: b.id },
        }),
        call<LikeResult>(apps[1]!, "POST", "/api/matching/like", {
          user: b,
          body: { toUserId: a.id },
        }),
      ]);
      expect([ab.status, ba.status]).toEqual([200, 200]);
      expect(ab.body.isMatch || ba.body.isMatch).toBe(true);
      const [low, high] = [a.id, b.id].sort();
      const rows = await db
        .selectFrom("matches")
        .select("userAId")
        .where("userAId", "=", low!)
        .where("userBId", "=", high!)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it("apply one answer sent 10 times at once with one idempotency key once, answering each alike", async () => {
    const user = await createUser(db);
    const today = await call<QuizQuestion[]>(apps[0]!, "GET", "/api/quiz/today", { user });
    const body = {
      questionId: today.body[0]!.id,
      selectedOption: 2,
      tags: [],
      pointsEarned: POINTS_PER_ANSWER,
      idempotencyKey: randomUUID(),
    };
    const results = await alternating(10, (app) =>
      call<QuizAnswerResult>(app, "POST", "/api/quiz/answer", { user, body }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const result of results) expect(result.body).toEqual(results[0]!.body);
    expect(results[0]!.body.pointsEarned).toBe(POINTS_PER_ANSWER);
    expect(await balanceAndLedger(user.id)).toEqual({
      balance: POINTS_PER_ANSWER,
      ledger: POINTS_PER_ANSWER,
    });
  });

  it("store one message sent 10 times at once with one idempotency key, and one like", async () => {
    const single = async (nickname: string): Promise<TestUser> => {
      const user = await createUser(db);
      await call(apps[0]!, "POST", "/api/matching/profile", {
        user,
        body: { nickname, gender: "female", ageGroup: "28-32", city: "Lisbon", bio: "Hi" },
      });
      const tags = DISCOVERY_QUIZ.map((q) => q.options[0].tag);
      await call(apps[1]!, "POST", "/api/matching/discovery-tags", { user, body: { tags } });
      return user;
    };
    const [a, b] = [await single("Key A"), await single("Key B")];
    const likeBody = { toUserId: b.id, idempotencyKey: randomUUID() };
    const likes = await alternating(10, (app) =>
      call<LikeResult>(app, "POST", "/api/matching/like", { user: a, body: likeBody }),
    );
    expect(likes.map((r) => r.status)).toEqual(Array(10).fill(200));
    const liked = await db
      .selectFrom("liveEvents")
      .select("event")
      .where("userId", "=", b.id)
      .execute();
    expect(liked).toHaveLength(1);
    await call(apps[1]!, "POST", "/api/matching/like", { user: b, body: { toUserId: a.id } });
    const [match] = (
      await call<MatchSummary[]>(apps[0]!, "GET", "/api/matching/matches", { user: a })
    ).body;
    const body = { body: "On the train, sorry!", idempotencyKey: randomUUID() };
    const sent = await alternating(10, (app) =>
      call<ChatMessage>(app, "POST", `/api/chat/${match!.matchId}/messages`, { user: a, body }),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const result of sent) expect(result.body).toEqual(sent[0]!.body);
    const stored = await db
      .selectFrom("messages")
      .select("id")
      .where("matchId", "=", match!.matchId)
      .execute();
    expect(stored).toEqual([{ id: sent[0]!.body.id }]);
  });
});
