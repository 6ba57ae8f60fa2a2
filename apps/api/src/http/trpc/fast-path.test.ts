import { randomUUID } from "node:crypto";
import { MAX_BATCH_CALLS } from "@tandem/api-contract";
import type { AppRouter } from "@tandem/api-contract/server";
import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  TRPCClientError,
} from "@trpc/client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../build-app.js";
import { createUser, testEnv, useTestApp, type TestUser } from "../../../test/helpers.js";

const t = useTestApp();
let reference: FastifyInstance;
let origins: { fast: string; official: string };
let user: TestUser;

beforeAll(async () => {
  // TRPC_FAST_PATH=false: tRPC's own adapter alone, the answers every case is compared with.
  reference = await buildApp({ db: t.db, env: testEnv({ TRPC_FAST_PATH: "false" }) });
  origins = {
    fast: await t.app.listen({ port: 0, host: "127.0.0.1" }),
    official: await reference.listen({ port: 0, host: "127.0.0.1" }),
  };
  user = await createUser(t.db, { firstName: "Robin", points: 500 });
});
afterAll(async () => {
  await reference?.close();
});

interface RawRequest {
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  signedOut?: boolean;
}

/** What a client can observe of an answer, less what differs per request (ids, framing). */
async function observe(origin: string, request: RawRequest) {
  const response = await fetch(`${origin}/trpc/${request.path}`, {
    method: request.method ?? "GET",
    headers: {
      ...(request.signedOut ? {} : { cookie: user.cookie }),
      ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
      ...request.headers,
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    vary: response.headers.get("vary"),
    retryAfter: response.headers.get("retry-after") !== null,
    // A streamed batch (one JSON value per line) sends its answers as they finish, in any
    // order: its head is compared, and the official client reads it whole (tests below).
    body: request.headers?.["trpc-accept"]
      ? text.split("\n")[0]
      : text.replace(/"requestId":"[^"]+"/g, '"requestId":"<id>"'),
  };
}

const batchInput = (inputs: Record<number, unknown>) =>
  `input=${encodeURIComponent(JSON.stringify(inputs))}`;

const CASES: Record<string, RawRequest> = {
  "a query": { path: "user.me" },
  "a query signed out (401)": { path: "user.me", signedOut: true },
  "a batch of queries": { path: `user.me,rewards.list?batch=1&${batchInput({})}` },
  "a batch with one failure (207)": {
    path: `user.me,couple.get?batch=1&${batchInput({ 1: { coupleId: randomUUID() } })}`,
  },
  "a batch where every call fails the same way": {
    path: `user.me,rewards.list?batch=1&${batchInput({})}`,
    signedOut: true,
  },
  "a query with input": {
    path: `quiz.history?input=${encodeURIComponent(JSON.stringify({ limit: 2 }))}`,
  },
  "a query with invalid input (fields)": {
    path: `quiz.history?input=${encodeURIComponent(JSON.stringify({ before: "2026-13-01" }))}`,
  },
  "a query whose input is not JSON": { path: "quiz.history?input=%7Bnope" },
  "a query whose input has a plus sign": {
    path: `quiz.history?input={"before":"2026-01-01+"}`,
  },
  "a batch whose input is not an object": { path: "user.me?batch=1&input=%5B1%5D" },
  "a mutation": {
    method: "POST",
    path: "user.setLocation",
    body: JSON.stringify({ location: "Lisbon, Portugal" }),
  },
  "a mutation with invalid input": {
    method: "POST",
    path: "user.setPhone",
    body: JSON.stringify({ phoneNumber: "12" }),
  },
  "a mutation whose body is not JSON": { method: "POST", path: "user.setPhone", body: "{nope" },
  "a mutation with an empty body": { method: "POST", path: "pair.break", body: "" },
  "a batch of mutations": {
    method: "POST",
    path: "user.setLocation,user.setPhone?batch=1",
    body: JSON.stringify({ 0: { location: "Porto" }, 1: { phoneNumber: "no" } }),
  },
  "a query sent as POST (405)": { method: "POST", path: "user.me", body: "{}" },
  "a mutation sent as GET (405)": { path: "user.setPhone" },
  "an unknown procedure": { path: "user.nope" },
  "a batch naming an unknown procedure": { path: `user.me,nope?batch=1&${batchInput({})}` },
  "a batch mixing queries and mutations": {
    path: `user.me,user.setPhone?batch=1&${batchInput({})}`,
  },
  HEAD: { method: "HEAD", path: "user.me" },
  "a streamed batch (httpBatchStreamLink)": {
    path: `user.me,rewards.list?batch=1&${batchInput({})}`,
    headers: { "trpc-accept": "application/jsonl" },
  },
  "an unsupported content type": {
    method: "POST",
    path: "user.setPhone",
    headers: { "content-type": "text/plain" },
  },
  "a batch of one call more than the cap (400)": {
    path: `${Array(MAX_BATCH_CALLS + 1)
      .fill("user.me")
      .join(",")}?batch=1&${batchInput({})}`,
  },
  "a batch of writes over the cap (400)": {
    method: "POST",
    path: `${Array(MAX_BATCH_CALLS + 1)
      .fill("user.setLocation")
      .join(",")}?batch=1`,
    body: JSON.stringify(
      Object.fromEntries(
        Array.from({ length: MAX_BATCH_CALLS + 1 }, (_, i) => [i, { location: "Faro" }]),
      ),
    ),
  },
  "an expired session (401)": {
    path: "user.me",
    signedOut: true,
    headers: { cookie: "tandem_session=not-a-session" },
  },
};

describe("tRPC's fast path", () => {
  for (const [name, request] of Object.entries(CASES)) {
    it(`answers ${name} exactly as tRPC's own adapter does`, async () => {
      const official = await observe(origins.official, request);
      const fast = await observe(origins.fast, request);
      expect(fast).toEqual(official);
    });
  }

  it("serves plain calls itself: a whole body with its length, where tRPC's adapter streams", async () => {
    for (const path of ["user.me", `user.me,rewards.list?batch=1&${batchInput({})}`]) {
      const [fast, official] = await Promise.all(
        [origins.fast, origins.official].map((origin) =>
          fetch(`${origin}/trpc/${path}`, { headers: { cookie: user.cookie } }),
        ),
      );
      expect(fast!.headers.get("content-length")).toMatch(/^\d+$/);
      expect(official!.headers.get("content-length")).toBeNull();
      expect(official!.headers.get("transfer-encoding")).toBe("chunked");
    }
  });

  it("answers a rate-limited call with 429 and Retry-After, as tRPC's adapter does", async () => {
    const limited = await createUser(t.db);
    const use: RawRequest = {
      method: "POST",
      path: "pair.use",
      body: JSON.stringify({ code: "ZZZZZZ" }),
      signedOut: true,
      headers: { cookie: limited.cookie },
    };
    for (let i = 0; i < 10; i++) await observe(origins.fast, use);
    const official = await observe(origins.official, use);
    const fast = await observe(origins.fast, use);
    expect(official).toHaveStatus(429);
    expect(official.retryAfter).toBe(true);
    expect(fast).toEqual(official);
  });
});

describe("the batch cap", () => {
  const batchOf = (name: string, count: number) =>
    `${Array(count).fill(name).join(",")}?batch=1&${batchInput({})}`;

  it(`serves a batch of ${MAX_BATCH_CALLS} calls and refuses one more with a sentence, on both adapters`, async () => {
    for (const origin of [origins.fast, origins.official]) {
      const full = await observe(origin, { path: batchOf("user.me", MAX_BATCH_CALLS) });
      expect(full).toHaveStatus(200);
      expect(JSON.parse(full.body ?? "")).toHaveLength(MAX_BATCH_CALLS);
      const over = await observe(origin, { path: batchOf("user.me", MAX_BATCH_CALLS + 1) });
      expect(over).toHaveStatus(400);
      const { error } = JSON.parse(over.body ?? "") as {
        error: { message: string; data: { code: string } };
      };
      expect(error.data.code).toBe("BAD_REQUEST");
      expect(error.message).toBe(
        `One request can carry at most ${MAX_BATCH_CALLS} calls; this one carries ${MAX_BATCH_CALLS + 1}. Send them in smaller batches.`,
      );
    }
  });

  it("runs none of the calls of a batch over the cap", async () => {
    const writer = await createUser(t.db);
    const path = `${Array(MAX_BATCH_CALLS + 1)
      .fill("user.setLocation")
      .join(",")}?batch=1`;
    const body = JSON.stringify(
      Object.fromEntries(
        Array.from({ length: MAX_BATCH_CALLS + 1 }, (_, i) => [i, { location: "Faro" }]),
      ),
    );
    for (const origin of [origins.fast, origins.official]) {
      const response = await fetch(`${origin}/trpc/${path}`, {
        method: "POST",
        headers: { cookie: writer.cookie, "content-type": "application/json" },
        body,
      });
      expect(response).toHaveStatus(400);
    }
    const row = await t.db
      .selectFrom("users")
      .select("location")
      .where("id", "=", writer.id)
      .executeTakeFirstOrThrow();
    expect(row.location).toBeNull();
  });

  it("counts the calls of an address whose commas are percent-encoded", async () => {
    const encoded = `${Array(MAX_BATCH_CALLS + 1)
      .fill("user.me")
      .join("%2C")}?batch=1&${batchInput({})}`;
    const over = await observe(origins.fast, { path: encoded });
    expect(over).toHaveStatus(400);
    expect(await observe(origins.official, { path: encoded })).toEqual(over);
  });

  it("follows TRPC_MAX_BATCH_CALLS, and keeps the fast path on when it is set", async () => {
    const app = await buildApp({ db: t.db, env: testEnv({ TRPC_MAX_BATCH_CALLS: "3" }) });
    try {
      const origin = await app.listen({ port: 0, host: "127.0.0.1" });
      const three = await fetch(`${origin}/trpc/${batchOf("user.me", 3)}`, {
        headers: { cookie: user.cookie },
      });
      expect(three).toHaveStatus(200);
      // The fast path answers with a length; tRPC's own adapter would stream it in chunks.
      expect(three.headers.get("content-length")).toMatch(/^\d+$/);
      const four = await observe(origin, { path: batchOf("user.me", 4) });
      expect(four).toHaveStatus(400);
      expect(four.body).toContain("at most 3 calls");
    } finally {
      await app.close();
    }
  });
});

describe("the official tRPC client against the fast path", () => {
  const client = (link: "batch" | "single" | "stream") => {
    const options = { url: `${origins.fast}/trpc`, headers: { cookie: user.cookie } };
    return createTRPCClient<AppRouter>({
      links: [
        link === "batch"
          ? httpBatchLink(options)
          : link === "single"
            ? httpLink(options)
            : httpBatchStreamLink(options),
      ],
    });
  };

  for (const link of ["batch", "single", "stream"] as const) {
    it(`reads and writes through ${link === "batch" ? "httpBatchLink" : link === "single" ? "httpLink" : "httpBatchStreamLink"}`, async () => {
      const trpc = client(link);
      const [me, rewards] = await Promise.all([trpc.user.me.query(), trpc.rewards.list.query()]);
      expect(me.id).toBe(user.id);
      expect(rewards.length).toBeGreaterThan(0);
      const updated = await trpc.user.setLocation.mutate({ location: `Town ${link}` });
      expect(updated.location).toBe(`Town ${link}`);
    });

    it(`gives TRPCClientError with our error shape through ${link} links`, async () => {
      const trpc = client(link);
      const [ok, failed] = await Promise.allSettled([
        trpc.user.me.query(),
        trpc.user.setPhone.mutate({ phoneNumber: "12" }),
      ]);
      expect(ok.status).toBe("fulfilled");
      expect(failed.status).toBe("rejected");
      const error = (failed as PromiseRejectedResult).reason as TRPCClientError<AppRouter>;
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(error.data?.httpStatus).toBe(400);
      expect(error.data?.code).toBe("BAD_REQUEST");
      expect(error.data?.fields?.phoneNumber).toBeTruthy();
      expect(error.message).not.toMatch(/invalid input/i);
    });
  }

  it("batches a query that fails with one that succeeds into one 207 answer", async () => {
    const statuses: number[] = [];
    const trpc = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${origins.fast}/trpc`,
          headers: { cookie: user.cookie },
          fetch: async (url, init) => {
            const response = await fetch(url, init);
            statuses.push(response.status);
            return response;
          },
        }),
      ],
    });
    const [me, couple] = await Promise.allSettled([
      trpc.user.me.query(),
      trpc.couple.get.query({ coupleId: randomUUID() }),
    ]);
    expect(statuses).toEqual([207]);
    expect(me.status).toBe("fulfilled");
    expect((couple as PromiseRejectedResult).reason.data.httpStatus).toBe(404);
  });
});
