import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { UNEXPECTED_ERROR_MESSAGE, type ApiError, type AppRouter } from "@tandem/api-contract";
import { createDb } from "@tandem/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { call, createUser, PUBLIC_URL, testEnv, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();
let origin: string;

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

/** The official tRPC client, as the web app uses it, signed in as `user`. */
function client(user: TestUser) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        headers: { cookie: user.cookie, origin: PUBLIC_URL },
      }),
    ],
  });
}

async function trpcError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

describe("one error vocabulary over REST and tRPC", () => {
  it("gives a field's message to both transports alike", async () => {
    const user = await createUser(t.db);
    const rest = await call<ApiError>(t.app, "POST", "/api/user/phone", {
      user,
      body: { phoneNumber: "" },
    });
    const trpc = await trpcError(client(user).user.setPhone.mutate({ phoneNumber: "" }));
    expect(rest).toHaveStatus(400);
    expect(trpc.data?.httpStatus).toBe(400);
    expect(trpc.message).toBe(rest.body.message);
    expect(trpc.data?.code).toBe(rest.body.code);
    expect(trpc.data?.fields).toEqual(rest.body.fields);
    expect(rest.body.fields).toEqual({ phoneNumber: "Enter a phone number." });
    expect(rest.body.message).toBe("Phone number: enter a phone number.");
  });

  it("gives the reason a client branches on to both transports alike", async () => {
    const user = await createUser(t.db, { userType: "single" });
    const rest = await call<ApiError>(t.app, "GET", "/api/matching/discover", { user });
    const trpc = await trpcError(client(user).matching.discover.query());
    expect(rest).toFailWith(409, "CONFLICT", "PROFILE_REQUIRED");
    expect(trpc.data?.reason).toBe("PROFILE_REQUIRED");
    expect(trpc.message).toBe(rest.body.message);
  });

  it.each([
    ["a day that does not exist", "/api/quiz/history?before=2026-02-30"],
    ["a day that is not a day", "/api/quiz/history?before=99999-01-01"],
    ["a limit that is not a number", "/api/quiz/history?limit=lots"],
    ["a reward id too large for the database", "/api/rewards/99999999999999999999/redeem"],
  ])("answers %s with a readable 400, never a 500", async (_what, url) => {
    const user = await createUser(t.db);
    const method = url.includes("redeem") ? "POST" : "GET";
    const res = await call<ApiError>(t.app, method, url, { user });
    expect(res).toFailWith(400, "BAD_REQUEST");
    expect(res.body.message).not.toMatch(/invalid input|out of range|postgres/i);
  });

  it("answers a bad day over tRPC with the same 400", async () => {
    const user = await createUser(t.db);
    const error = await trpcError(client(user).quiz.history.query({ before: "2026-13-01" }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fields).toEqual({ before: "This day does not exist." });
  });

  it("never echoes a long address: over 2,048 characters a 400, a long 404 names its start only, a procedure's too", async () => {
    const cases = [
      { path: `/trpc/${"a".repeat(8000)}`, status: 400 },
      { path: `/trpc/${Array(300).fill("user.me").join(",")}?batch=1`, status: 400 },
      { path: `/api/${"b".repeat(5000)}`, status: 400 },
      { path: `/${"c".repeat(3000)}.png`, status: 400 },
      { path: `/api/${"d".repeat(1500)}`, status: 404 },
      { path: `/trpc/${"e".repeat(1500)}`, status: 404 },
    ];
    for (const { path, status } of cases) {
      const res = await call<ApiError>(t.app, "GET", path);
      expect(res.status, path.slice(0, 40)).toBe(status);
      // tRPC's envelope names a procedure twice: in its message and in `data.path`.
      expect(res.text.length, path.slice(0, 40)).toBeLessThan(
        path.startsWith("/trpc/") ? 400 : 300,
      );
      if (status === 400) {
        expect(res.body).toEqual({ message: "This address is too long.", code: "BAD_REQUEST" });
      } else if (path.startsWith("/api/")) {
        expect(res.body).toEqual({
          message: `No route for GET /api/${"d".repeat(95)}…`,
          code: "NOT_FOUND",
        });
      } else {
        expect(res.body).toMatchObject({
          error: {
            message: `No procedure found on path "${"e".repeat(100)}…"`,
            data: { code: "NOT_FOUND", path: `${"e".repeat(100)}…` },
          },
        });
      }
    }
  });

  it("builds the 404 and the origin check's 403 the same way", async () => {
    const missing = await call(t.app, "GET", "/api/no-such-thing");
    expect(missing.body).toEqual({
      message: "No route for GET /api/no-such-thing",
      code: "NOT_FOUND",
    });
    const user = await createUser(t.db);
    const crossSite = await call(t.app, "POST", "/api/user/phone", {
      user,
      body: { phoneNumber: "+14155550100" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite).toHaveStatus(403);
    expect(crossSite.body).toEqual({
      message: "This request came from another site and was refused.",
      code: "FORBIDDEN",
    });
  });
});

describe("an unexpected failure", () => {
  // An app whose database cannot be reached: every query throws the driver's own error.
  const broken = {} as { app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    const db = createDb({ connectionString: "postgres://nobody@127.0.0.1:1/none", max: 1 });
    broken.app = await buildApp({ db, env: testEnv({ NODE_ENV: "development" }) });
  });
  afterAll(() => broken.app?.close());

  it("answers REST with a generic message and the request id, nothing of the cause", async () => {
    const res = await broken.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: "tandem_session=x", "x-request-id": "req-rest-1" },
    });
    expect(res).toHaveStatus(500);
    expect(res.json()).toEqual({
      message: UNEXPECTED_ERROR_MESSAGE,
      code: "INTERNAL_SERVER_ERROR",
      requestId: res.headers["x-request-id"],
    });
  });

  it("answers tRPC with the same fields and no stack, even outside production", async () => {
    const res = await broken.app.inject({
      method: "GET",
      url: "/trpc/user.me",
      headers: { cookie: "tandem_session=x", "x-request-id": "req-trpc-1" },
    });
    expect(res).toHaveStatus(500);
    expect(res.body).not.toMatch(/pool|stack|at .*\.js/i);
    const { error } = res.json();
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(error.data).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      httpStatus: 500,
      path: "user.me",
      requestId: res.headers["x-request-id"],
    });
  });
});
