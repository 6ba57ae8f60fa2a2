import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPCRequestInfo } from "@trpc/server/http";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { trpcPlugin } from "./plugin.js";

const leaves: string[] = [];

interface RequestInfoSeen {
  accept: unknown;
  type: string;
  isBatchCall: boolean;
  paths: string[];
  rawInputs: unknown[];
  connectionParams: unknown;
  signal: boolean;
  url: string | undefined;
}

/** What `createContext` is told about the request, in a form two adapters can be compared by. */
async function seen(info: TRPCRequestInfo): Promise<RequestInfoSeen> {
  return {
    accept: info.accept,
    type: info.type,
    isBatchCall: info.isBatchCall,
    paths: info.calls.map((call) => call.path),
    rawInputs: await Promise.all(info.calls.map((call) => call.getRawInput())),
    connectionParams: info.connectionParams,
    signal: info.signal instanceof AbortSignal && !info.signal.aborted,
    url: info.url ? `${info.url.pathname}${info.url.search}` : undefined,
  };
}

/** A router with what our app's router lacks today: a subscription, streams, a failing context. */
// isDev false: answers carry no stack, which would name each adapter's own files.
const t = initTRPC
  .context<{ user: string | null; info: RequestInfoSeen }>()
  .create({ isDev: false });
const router = t.router({
  hello: t.procedure.input(z.object({ name: z.string() }).optional()).query(({ input }) => ({
    greeting: `hello ${input?.name ?? "you"}`,
  })),
  whoami: t.procedure.query(({ ctx }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in first." });
    return ctx.user;
  }),
  streamLike: t.procedure.query(() => ({ later: Promise.resolve(1) })),
  crash: t.procedure.mutation(() => {
    throw new Error("database exploded");
  }),
  // Answers once its signal aborts (the client left) or after a while; says which.
  waitForLeave: t.procedure.query(async ({ ctx, signal }) => {
    const left = await new Promise<boolean>((resolve) => {
      signal?.addEventListener("abort", () => resolve(true), { once: true });
      setTimeout(() => resolve(false), 300);
    });
    leaves.push(`${ctx.user}: ${left ? "left" : "stayed"}`);
    return left;
  }),
  requestInfo: t.procedure.input(z.unknown()).query(({ ctx }) => ctx.info),
  saveRequestInfo: t.procedure.input(z.unknown()).mutation(({ ctx }) => ctx.info),
  ticks: t.procedure.subscription(async function* () {
    yield 1;
    yield 2;
  }),
});

async function serve(plugin: "fast" | "official"): Promise<[FastifyInstance, string]> {
  // A test below leaves a connection mid-call: closing must not wait for it.
  const app = Fastify({ forceCloseConnections: true });
  const errors: string[] = [];
  const trpcOptions = {
    router,
    createContext: async ({
      req,
      info,
    }: {
      req: { headers: Record<string, unknown> };
      info: TRPCRequestInfo;
    }) => {
      if (req.headers["x-break-context"]) throw new Error("no context today");
      return {
        user: (req.headers["x-user"] as string | undefined) ?? null,
        info: await seen(info),
      };
    },
    onError: ({ error, path }: { error: TRPCError; path: string | undefined }) => {
      errors.push(`${path}:${error.code}`);
    },
    responseMeta: ({ errors: failed }: { errors: TRPCError[] }) =>
      failed.length ? { headers: { "x-failed": String(failed.length) } } : {},
  };
  await app.register(plugin === "fast" ? trpcPlugin : fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions,
  } as never);
  app.get("/errors", async () => errors.splice(0));
  return [app, await app.listen({ port: 0, host: "127.0.0.1" })];
}

let apps: FastifyInstance[] = [];
let fast: string;
let official: string;
beforeAll(async () => {
  const [a, fastOrigin] = await serve("fast");
  const [b, officialOrigin] = await serve("official");
  apps = [a, b];
  fast = fastOrigin;
  official = officialOrigin;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function observe(origin: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}/trpc/${path}`, init);
  const body = await response.text();
  const errors = await (await fetch(`${origin}/errors`)).json();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    failed: response.headers.get("x-failed"),
    body,
    errors,
  };
}

const CASES: Record<string, [string, RequestInit?]> = {
  "a query without input": ["hello"],
  "a query with input": [`hello?input=${encodeURIComponent('{"name":"Sam"}')}`],
  "a failing context": ["whoami", { headers: { "x-break-context": "1" } }],
  "a failing context in a batch": [
    "whoami,hello?batch=1&input=%7B%7D",
    { headers: { "x-break-context": "1" } },
  ],
  "a query refused by the procedure": ["whoami"],
  "a stream-like answer outside a stream": ["streamLike"],
  "a stream-like answer in a batch": ["streamLike,hello?batch=1&input=%7B%7D"],
  "an unexpected error": [
    "crash",
    { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
  ],
  "a mutation without a content type": ["crash", { method: "POST" }],
  "a subscription over SSE": ["ticks", { headers: { accept: "text/event-stream" } }],
  "a subscription in a batch": ["ticks,hello?batch=1&input=%7B%7D"],
};

describe("tRPC's fast path at the edges of the protocol", () => {
  for (const [name, [path, init]] of Object.entries(CASES)) {
    it(`answers ${name} exactly as tRPC's own adapter does, errors reported the same`, async () => {
      const expected = await observe(official, path, init);
      const actual = await observe(fast, path, init);
      expect(actual).toEqual(expected);
    });
  }

  it("aborts a call's signal when its client goes away, as tRPC's own adapter does", async () => {
    for (const [adapter, origin] of [
      ["fast", fast],
      ["official", official],
    ] as const) {
      // One client stays for its answer, on a connection that then serves another call.
      const stayed = await fetch(`${origin}/trpc/waitForLeave`, { headers: { "x-user": "a" } });
      expect(await stayed.json()).toEqual({ result: { data: false } });
      const leaving = new AbortController();
      const left = fetch(`${origin}/trpc/waitForLeave`, {
        headers: { "x-user": "b" },
        signal: leaving.signal,
      }).catch(() => "gone");
      setTimeout(() => leaving.abort(), 50);
      expect(await left).toBe("gone");
      await vi.waitFor(() => expect(leaves).toContain("b: left"));
      expect(leaves.splice(0), adapter).toEqual(["a: stayed", "b: left"]);
    }
  });

  it("tells createContext what tRPC's own adapter tells it about the request", async () => {
    const json = { "content-type": "application/json" };
    const requests: [string, RequestInit?][] = [
      ["requestInfo"],
      [`requestInfo?input=${encodeURIComponent('{"a":1}')}`],
      [`requestInfo,requestInfo?batch=1&input=${encodeURIComponent('{"1":[2]}')}`],
      ["saveRequestInfo", { method: "POST", headers: json, body: '{"b":true}' }],
      ["saveRequestInfo,saveRequestInfo?batch=1", { method: "POST", headers: json, body: "{}" }],
    ];
    for (const [path, init] of requests) {
      const expected = await (await fetch(`${official}/trpc/${path}`, init)).json();
      const actual = await (await fetch(`${fast}/trpc/${path}`, init)).json();
      expect(actual, path).toEqual(expected);
      expect(JSON.stringify(actual)).toContain('"signal":true');
    }
  });

  it("streams a subscription's events through tRPC's own adapter", async () => {
    const response = await fetch(`${fast}/trpc/ticks`);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const text = await response.text();
    expect(text).toContain("data: 1");
    expect(text).toContain("data: 2");
  });
});
