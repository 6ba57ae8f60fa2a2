// Property-based fuzzing (docs/security.md): random and hostile input to every procedure of the
// contract, over REST and tRPC, and to the sign-in routes. Properties: never a 5xx; every
// API 4xx is JSON with a human message; a rejected call changes nothing in the database
// (row counts of every table, the points ledger's sum and the balances compared).
// FUZZ_RUNS sets the inputs per procedure and transport (default below).
import type { AnyTRPCProcedure } from "@trpc/server";
import { createAppRouter } from "@tandem/api-contract/server";
import { sql } from "kysely";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandlers } from "../src/handlers.js";
import { createUser, PUBLIC_URL, useTestApp, type TestUser } from "./helpers.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const t = useTestApp();
/** Every request the suite sent, for the note printed at the end. */
let tried = 0;

interface ProcedureInfo {
  name: string;
  type: "query" | "mutation";
  rest?: { method: string; path: string };
  input?: unknown;
}

const router = createAppRouter(createHandlers(null as never));
const procedures: ProcedureInfo[] = Object.entries(
  router._def.procedures as unknown as Record<string, AnyTRPCProcedure>,
).flatMap(([name, procedure]) => {
  const def = procedure._def as unknown as {
    type: string;
    meta?: { rest?: { method: string; path: string } };
    inputs: unknown[];
  };
  // The live stream is a subscription (a response that stays open): events.test.ts has it.
  if (def.type === "subscription") return [];
  // Ends the fuzzing user's own sessions on any input, as it should: sign-out has its tests.
  if (name === "user.signOutEverywhere") return [];
  return [
    {
      name,
      type: def.type as "query" | "mutation",
      ...(def.meta?.rest ? { rest: def.meta.rest } : {}),
      input: def.inputs[0],
    },
  ];
});

// ---- what the schemas name, so random input often reaches past the first check ----------

interface ZodLike {
  _zod?: { def?: Record<string, unknown> };
}

/** The object keys a schema knows (through defaults, optionals, pipes and unions). */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > 6) return [];
  const keys = new Set<string>();
  if (def.shape && typeof def.shape === "object")
    for (const key of Object.keys(def.shape)) keys.add(key);
  for (const inner of [def.innerType, def.in, def.out, def.schema])
    for (const key of keysOf(inner, depth + 1)) keys.add(key);
  if (Array.isArray(def.options))
    for (const option of def.options) for (const key of keysOf(option, depth + 1)) keys.add(key);
  return [...keys];
}

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "0",
  "-1",
  "1e309",
  "NaN",
  "true",
  "[]",
  "{}",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e\u0041\u0042",
  "😀".repeat(300),
  "ǅ̸̡̢̛̛̀́̀́̕͘͢͡͠",
  "0000-01-01",
  "2026-02-30",
  "9999-12-31",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "__proto__",
  "constructor",
  "+00000000000000000000000000",
  "a".repeat(5000),
  "Europe/Lisbon",
  "https://evil.example/x.png",
  "javascript:alert(1)",
);

const hostileNumbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    0.5,
    1e-300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
);

const scalar = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileStrings), tie("node"), {
      maxKeys: 4,
    }),
  ),
})).node;

/** Input for one procedure: objects with its own keys (right names, wrong values), or anything. */
function inputFor(procedure: ProcedureInfo): fc.Arbitrary<unknown> {
  const keys = keysOf(procedure.input);
  const known = keys.length
    ? fc.dictionary(
        fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...keys) },
          { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
        ),
        value,
        { maxKeys: keys.length + 2 },
      )
    : value;
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: value });
}

// ---- raw bodies: broken JSON, odd content types, too large --------------------------------

const rawBody = fc.oneof(
  fc.constantFrom(
    { type: "application/json", payload: "{" },
    { type: "application/json", payload: '{"a":' },
    { type: "application/json", payload: "[1,2" },
    { type: "application/json", payload: "\u0000" },
    { type: "application/json", payload: '{"__proto__":{"admin":true}}' },
    { type: "application/json", payload: '{"constructor":{"prototype":{"admin":true}}}' },
    { type: "application/json", payload: "x".repeat(1_100_000) },
    { type: "application/json; charset=latin1", payload: '{"a":1}' },
    { type: "text/plain", payload: "hello" },
    { type: "application/xml", payload: "<a>1</a>" },
    { type: "multipart/form-data; boundary=x", payload: "--x\r\n\r\n--x--" },
    { type: "application/x-www-form-urlencoded", payload: "a=1&b=%ZZ" },
    { type: "", payload: "{}" },
  ),
  fc.string({ unit: "binary", maxLength: 200 }).map((payload) => ({
    type: "application/json",
    payload,
  })),
);

// ---- the database before and after --------------------------------------------------------

/** Bookkeeping a rejected call may write: attempts counted against limits. */
const BOOKKEEPING = new Set(["rate_limits", "kysely_migration", "kysely_migration_lock"]);
let snapshotQuery = "";

async function snapshot(): Promise<string> {
  const { rows } = await sql.raw<Record<string, string>>(snapshotQuery).execute(t.db);
  return JSON.stringify(rows[0]);
}

// ---- sending ------------------------------------------------------------------------------

type Caller = "anon" | "user" | "admin";
const callers: Record<Caller, TestUser | null> = { anon: null, user: null, admin: null };

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  tried++;
  return t.app.inject(options);
}

function headersFor(caller: Caller, extra: Record<string, string> = {}) {
  const user = callers[caller];
  return { origin: PUBLIC_URL, ...(user ? { cookie: user.cookie } : {}), ...extra };
}

/** GET query strings: each key as a string, objects as JSON (as a browser form would). */
function queryString(input: unknown): string {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return `input=${encodeURIComponent(JSON.stringify(input) ?? "")}`;
  return Object.entries(input)
    .map(
      ([key, v]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`,
    )
    .join("&");
}

function restUrl(path: string, input: unknown, pathValue: unknown): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const fromInput =
      typeof input === "object" && input !== null
        ? (input as Record<string, unknown>)[name]
        : undefined;
    const v = fromInput ?? pathValue;
    return encodeURIComponent(typeof v === "string" ? v : (JSON.stringify(v) ?? "x")) || "x";
  });
}

function isHumanMessage(message: unknown): boolean {
  return (
    typeof message === "string" &&
    message.trim().length > 0 &&
    message.length < 2000 &&
    !/\n\s+at |node_modules|\bSQL\b|syntax error at|violates|relation "/i.test(message)
  );
}

/** The properties every answer must have; returns whether the call was rejected. */
function check(response: LightMyRequestResponse, label: string): boolean {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return false;
  expect(response.headers["content-type"], label).toMatch(/application\/json/);
  const body = JSON.parse(response.body) as unknown;
  const messages = (Array.isArray(body) ? body : [body]).map((item) => {
    const record = item as { message?: unknown; error?: { message?: unknown } };
    return record.error ? record.error.message : record.message;
  });
  for (const message of messages)
    expect(isHumanMessage(message), `${label}: ${JSON.stringify(message)}`).toBe(true);
  return true;
}

async function expectUnchangedWhenRejected(
  label: string,
  request: () => Promise<LightMyRequestResponse>,
) {
  const before = await snapshot();
  const response = await request();
  const rejected = check(response, label);
  if (rejected) expect(await snapshot(), `${label} changed the database`).toBe(before);
}

beforeAll(async () => {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(t.db);
  const counts = rows
    .filter((row) => !BOOKKEEPING.has(row.name))
    .map((row) => `(SELECT count(*) FROM "${row.name}") AS "${row.name}"`);
  snapshotQuery = `SELECT ${counts.join(", ")},
    (SELECT coalesce(sum(delta), 0) FROM points_ledger) AS ledger_sum,
    (SELECT coalesce(sum(points), 0) FROM users) AS balances`;
  callers.user = await createUser(t.db, { points: 500 });
  callers.admin = await createUser(t.db, { role: "admin", points: 500 });
});

afterAll(() => {
  // docs/security.md quotes this count.
  console.info(`fuzz: ${tried} requests sent (FUZZ_RUNS=${RUNS} per procedure and transport)`);
});

const callerArb = fc.constantFrom<Caller>("anon", "user", "admin");

describe("every procedure, random and hostile input", () => {
  it.each(procedures.map((p) => [p.name, p] as const))(
    "%s: never a 5xx, 4xx JSON with a message, nothing changed when refused",
    async (_name, procedure) => {
      const input = inputFor(procedure);
      // tRPC, in its GET or POST form as the procedure's type says.
      await fc.assert(
        fc.asyncProperty(input, callerArb, fc.boolean(), async (value, caller, batch) => {
          const path = batch ? `${procedure.name}?batch=1` : procedure.name;
          const wire = batch ? { 0: value } : value;
          await expectUnchangedWhenRejected(`trpc ${procedure.name} ${caller}`, () =>
            procedure.type === "query"
              ? send({
                  method: "GET",
                  url: `/trpc/${path}${batch ? "&" : "?"}input=${encodeURIComponent(JSON.stringify(wire) ?? "")}`,
                  headers: headersFor(caller),
                })
              : send({
                  method: "POST",
                  url: `/trpc/${path}`,
                  headers: headersFor(caller, { "content-type": "application/json" }),
                  payload: JSON.stringify(wire) ?? "",
                }),
          );
        }),
        { numRuns: RUNS },
      );
      const rest = procedure.rest;
      if (!rest) return;
      await fc.assert(
        fc.asyncProperty(input, callerArb, scalar, async (value, caller, pathValue) => {
          const url = restUrl(rest.path, value, pathValue);
          await expectUnchangedWhenRejected(`${rest.method} ${rest.path} ${caller}`, () =>
            rest.method === "GET"
              ? send({
                  method: "GET",
                  url: `${url}?${queryString(value)}`,
                  headers: headersFor(caller),
                })
              : send({
                  method: rest.method,
                  url,
                  headers: headersFor(caller, { "content-type": "application/json" }),
                  payload: JSON.stringify(value) ?? "",
                }),
          );
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("broken JSON, odd content types and oversized bodies: 4xx JSON, nothing changed", async () => {
    const targets = procedures.filter((p) => p.type === "mutation");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        rawBody,
        callerArb,
        fc.boolean(),
        async (procedure, body, caller, viaRest) => {
          const url =
            viaRest && procedure.rest
              ? restUrl(procedure.rest.path, {}, "1")
              : `/trpc/${procedure.name}`;
          const method = viaRest && procedure.rest ? (procedure.rest.method as "POST") : "POST";
          await expectUnchangedWhenRejected(`${method} ${url} raw ${body.type}`, () =>
            send({
              method,
              url,
              headers: headersFor(caller, body.type ? { "content-type": body.type } : {}),
              payload: body.payload,
            }),
          );
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});

describe("addresses over the length limit and batches of any size", () => {
  it("never a 5xx, an address over 2,048 characters never echoed, nothing changed when refused", async () => {
    const names = procedures.filter((p) => p.type === "query").map((p) => p.name);
    const address = fc.oneof(
      // Any text after a prefix the app routes, past the 2,048 characters a path may carry.
      fc
        .tuple(
          fc.constantFrom("/trpc/", "/api/", "/api/photos/", "/app/", "/"),
          fc.string({ unit: "binary", minLength: 2049, maxLength: 8200 }),
        )
        .map(
          ([prefix, rest]) => prefix + encodeURIComponent(rest.replace(/[\uD800-\uDFFF]/g, "?")),
        ),
      // tRPC batches around and past the cap (TRPC_MAX_BATCH_CALLS), and past the length.
      fc
        .array(fc.constantFrom(...names), { minLength: 1, maxLength: 300 })
        .map((calls) => `/trpc/${calls.join(",")}?batch=1&input=%7B%7D`),
    );
    await fc.assert(
      fc.asyncProperty(address, callerArb, async (url, caller) => {
        const path = url.split("?")[0]!;
        const label = `GET ${url.slice(0, 80)}… (${path.length} characters)`;
        await expectUnchangedWhenRejected(label, async () => {
          const response = await send({ method: "GET", url, headers: headersFor(caller) });
          if (path.length > 2048) {
            expect(response, label).toHaveStatus(400);
            expect(response.body, label).not.toContain(path.slice(0, 120));
            expect(response.body.length, label).toBeLessThan(300);
          }
          return response;
        });
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

describe("hostile headers", () => {
  it("time zone, idempotency key, cookie and forwarding headers: never a 5xx, nothing changed when refused", async () => {
    const headerValue = fc.oneof(
      hostileStrings,
      fc.string({ unit: "grapheme-ascii", maxLength: 300 }),
      fc.constantFrom("Europe/Lisbon", "europe/lisbon", "Etc/GMT+5", "US/Pacific", "Mars/Olympus"),
    );
    const targets = procedures.filter((p) =>
      ["user.me", "quiz.today", "quiz.history", "rewards.redeem", "pair.generate"].includes(p.name),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.record({
          "x-time-zone": headerValue,
          "idempotency-key": headerValue,
          "x-forwarded-for": headerValue,
          "x-request-id": headerValue,
        }),
        headerValue,
        callerArb,
        async (procedure, headers, cookieJunk, caller) => {
          const base = headersFor(caller);
          const cookie = `${base.cookie ?? ""}; junk=${encodeURIComponent(cookieJunk)}`;
          await expectUnchangedWhenRejected(`${procedure.name} headers`, () =>
            send({
              method: procedure.type === "query" ? "GET" : "POST",
              url: `/trpc/${procedure.name}`,
              headers: {
                ...base,
                ...Object.fromEntries(
                  Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, "")]),
                ),
                cookie,
                ...(procedure.type === "query" ? {} : { "content-type": "application/json" }),
              },
              ...(procedure.type === "query" ? {} : { payload: '{"id":1}' }),
            }),
          );
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});

describe("the third review's limits: push endpoints and invite links", () => {
  it("never keeps a push endpoint outside the browsers' push services, however the address is written", async () => {
    const host = fc.oneof(
      fc.constantFrom(
        "127.0.0.1",
        "[::1]",
        "[::ffff:127.0.0.1]",
        "[::ffff:a9fe:a9fe]",
        "100.64.0.1",
        "10.0.0.1",
        "localhost.",
        "example.internal",
        "2130706433",
        "0x7f.1",
        "fcm.googleapis.com.evil.example",
        "evil.example#@fcm.googleapis.com",
        "fcm.googleapis.com@evil.example",
      ),
      fc.domain(),
      fc.ipV4().map(String),
      fc.ipV6().map((ip) => `[${ip}]`),
    );
    const port = fc.constantFrom("", ":443", ":8443", ":80", ":0");
    await fc.assert(
      fc.asyncProperty(host, port, fc.webPath(), async (name, suffix, path) => {
        const endpoint = `https://${name}${suffix}${path}`;
        const response = await send({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: headersFor("user", { "content-type": "application/json" }),
          payload: JSON.stringify({ endpoint, keys: { p256dh: "BPkey", auth: "authSecret" } }),
        });
        check(response, endpoint);
        expect(response.statusCode, endpoint).toBe(400);
        const kept = await t.db
          .selectFrom("pushSubscriptions")
          .select("id")
          .where("endpoint", "=", endpoint)
          .execute();
        expect(kept, endpoint).toEqual([]);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it("answers random invite tokens, from any address, with a 4xx in words and nothing changed", async () => {
    const token = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      fc.string({ maxLength: 80 }),
    );
    await fc.assert(
      fc.asyncProperty(token, callerArb, fc.ipV4(), async (value, caller, ip) => {
        const path = encodeURIComponent(value) || "x";
        await expectUnchangedWhenRejected(`invite ${value}`, () =>
          send({
            method: "GET",
            url: `/api/pair/invites/${path}`,
            headers: headersFor(caller),
            remoteAddress: ip,
          }),
        );
        await expectUnchangedWhenRejected(`accept ${value}`, () =>
          send({
            method: "POST",
            url: `/api/pair/invites/${path}/accept`,
            headers: headersFor(caller),
            remoteAddress: ip,
          }),
        );
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

describe("the sign-in routes, random and hostile input", () => {
  const text = fc.oneof(hostileStrings, fc.string({ unit: "binary", maxLength: 300 }));
  const form = fc.dictionary(
    fc.constantFrom("email", "to", "returnTo", "token", "code", "x"),
    text,
    {
      maxKeys: 4,
    },
  );

  it("never answer a 5xx and create no account or session on a refusal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "GET /api/login",
          "POST /api/login/email",
          "GET /api/login/email",
          "GET /api/login/verify",
          "POST /api/login/verify",
          "POST /api/login/code",
          "GET /api/login/oidc",
          "GET /api/login/oidc/callback",
          "GET /api/logout",
        ),
        form,
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "application/json",
          "text/plain",
          "multipart/form-data; boundary=z",
        ),
        async (route, fields, type) => {
          const [method, path] = route.split(" ") as ["GET" | "POST", string];
          const encoded = new URLSearchParams(fields).toString();
          const before = await snapshot();
          const response = await send({
            method,
            url: method === "GET" ? `${path}?${encoded}` : path,
            headers: { origin: PUBLIC_URL, ...(method === "POST" ? { "content-type": type } : {}) },
            ...(method === "POST"
              ? { payload: type === "application/json" ? JSON.stringify(fields) : encoded }
              : {}),
          });
          expect(response.statusCode, `${route} ${encoded.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.body.length).toBeGreaterThan(0);
            expect(response.body).not.toMatch(/\n\s+at |node_modules/);
            expect(await snapshot(), `${route} changed the database`).toBe(before);
          }
          // A Location never leaves the site.
          const location = response.headers.location;
          if (typeof location === "string" && route !== "GET /api/login/oidc")
            expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
        },
      ),
      { numRuns: RUNS * 8 },
    );
  });
});
