// The heavy reads have per-account limits, like the writes: a read that costs the database
// many queries (an export is about twenty) cannot be repeated without end, alone or batched.
import { RATE_LIMITS, type ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { createCouple } from "../src/services/quiz/test-support.js";
import { single } from "../src/services/matching/test-support.js";
import { call, createUser, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();

interface HeavyRead {
  procedure: string;
  rest: string;
  rule: { limit: number; windowSeconds: number };
  reader: () => Promise<TestUser>;
}

const HEAVY_READS: HeavyRead[] = [
  {
    procedure: "account.export",
    rest: "/api/account/export",
    rule: RATE_LIMITS.accountExport,
    reader: () => createUser(t.db),
  },
  {
    procedure: "quiz.history",
    rest: "/api/quiz/history",
    rule: RATE_LIMITS.quizHistory,
    reader: async () => (await createCouple(t.db)).a,
  },
  {
    procedure: "matching.matches",
    rest: "/api/matching/matches",
    rule: RATE_LIMITS.matches,
    reader: () => single(t, "Reader"),
  },
  {
    procedure: "dateIdeas.list",
    rest: "/api/date-ideas",
    rule: RATE_LIMITS.dateIdeas,
    reader: async () => (await createCouple(t.db)).a,
  },
];

/** Counts `hits` calls in the reader's window, as that many earlier calls would have. */
async function useUpWindow(user: TestUser, hits: number) {
  const updated = await t.db
    .updateTable("rateLimits")
    .set({ hits })
    .where("key", "like", `%:${user.id}`)
    .executeTakeFirst();
  expect(updated.numUpdatedRows).toBe(1n);
}

describe("per-account limits on the heavy reads", () => {
  it.each(HEAVY_READS.map((read) => [read.procedure, read] as const))(
    "%s: answered up to its limit, then 429 with Retry-After over REST and tRPC",
    async (_name, { procedure, rest, rule, reader }) => {
      expect(rule.limit).toBeGreaterThan(1);
      const user = await reader();
      expect(await call(t.app, "GET", rest, { user })).toHaveStatus(200);
      await useUpWindow(user, rule.limit);

      const refused = await call<ApiError>(t.app, "GET", rest, { user });
      expect(refused).toFailWith(429, "TOO_MANY_REQUESTS");
      expect(refused.body.message).toMatch(/try again/i);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);

      const overTrpc = await call<{ error: { data: { httpStatus: number } } }>(
        t.app,
        "GET",
        `/trpc/${procedure}`,
        { user },
      );
      expect(overTrpc).toHaveStatus(429);
      expect(overTrpc.headers["retry-after"]).toBeDefined();
      // Another account is not held back by it.
      const other = await reader();
      expect(await call(t.app, "GET", rest, { user: other })).toHaveStatus(200);
    },
  );

  it(`counts every call of a batch: ${RATE_LIMITS.accountExport.limit} exports an hour, however they are sent`, async () => {
    const user = await createUser(t.db);
    expect(await call(t.app, "GET", "/api/account/export", { user })).toHaveStatus(200);
    await useUpWindow(user, RATE_LIMITS.accountExport.limit - 3);
    const response = await call<Array<{ error?: { data: { httpStatus: number } } }>>(
      t.app,
      "GET",
      `/trpc/${Array(5).fill("account.export").join(",")}?batch=1&input=%7B%7D`,
      { user },
    );
    expect(response).toHaveStatus(207);
    const refused = response.body.filter((answer) => answer.error?.data.httpStatus === 429);
    expect(refused).toHaveLength(2);
  });
});
