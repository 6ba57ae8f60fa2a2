import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { loggerOptions } from "../src/http/log-redaction.js";
import { REQUEST_LOG_MESSAGE } from "../src/http/request-log.js";
import { call, createUser, PUBLIC_URL, testEnv } from "./helpers.js";

/** The app with its log written where the test reads it (decision 318). */
let app: FastifyInstance;
let db: Db;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
  app = await buildApp(
    { db, env: testEnv({ LOG_LEVEL: "info" }) },
    { logger: loggerOptions("info", stream) },
  );
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});
beforeEach(() => {
  lines = [];
});

const linesOf = (answer: { headers: Record<string, unknown> }) =>
  lines.filter((line) => line.reqId === answer.headers["x-request-id"]);

describe("the request log", () => {
  it("writes one line per request, when it is answered, with what an operator looks for", async () => {
    const user = await createUser(db);
    lines = [];
    const answer = await call(app, "GET", "/trpc/user.me,rewards.list?batch=1", {
      user,
      headers: { "x-request-id": "from-the-client" },
    });
    expect(answer).toHaveStatus(200);
    const mine = linesOf(answer);
    expect(mine).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: REQUEST_LOG_MESSAGE,
      method: "GET",
      route: "/trpc/:path",
      procedure: "user.me,rewards.list",
      url: "/trpc/user.me,rewards.list?batch=1",
      status: 200,
      userId: user.id,
      clientRequestId: "from-the-client",
      bytes: expect.any(Number) as number,
      durationMs: expect.any(Number) as number,
    });
    expect(mine[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the route template of a REST call, and no user for a stranger", async () => {
    const answer = await call(app, "GET", "/api/auth/user");
    expect(answer).toHaveStatus(401);
    expect(linesOf(answer)).toEqual([
      expect.objectContaining({ route: "/api/auth/user", status: 401 }),
    ]);
    expect(linesOf(answer)[0]).not.toHaveProperty("userId");
    expect(linesOf(answer)[0]).not.toHaveProperty("procedure");
  });

  it("logs an unknown address as a 404 line, with no route", async () => {
    const answer = await call(app, "GET", "/api/no-such-thing");
    expect(answer).toHaveStatus(404);
    const [line] = linesOf(answer);
    expect(line).toMatchObject({ status: 404, url: "/api/no-such-thing" });
    expect(line).not.toHaveProperty("route");
  });

  it("never writes a session cookie, a sign-in token or an invite token (decision 007)", async () => {
    const user = await createUser(db);
    const cookieValue = user.cookie.split("=")[1]!;
    const signInToken = "s3cr3t-sign-in-token-abcdef";
    const inviteToken = "invite-token-0123456789";
    await call(app, "GET", `/api/login/verify?token=${signInToken}`);
    await call(app, "GET", `/api/pair/invites/${inviteToken}`, { user });
    await call(app, "POST", "/api/user/location", {
      user,
      headers: { origin: PUBLIC_URL, authorization: "Bearer not-a-real-token" },
      body: { location: "Somewhere" },
    });
    const written = JSON.stringify(lines);
    expect(lines.filter((line) => line.msg === REQUEST_LOG_MESSAGE)).toHaveLength(3);
    for (const secret of [cookieValue, signInToken, inviteToken, "not-a-real-token"])
      expect(written).not.toContain(secret);
    expect(written).toContain("token=[redacted]");
  });
});
