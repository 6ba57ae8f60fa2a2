import { randomUUID } from "node:crypto";
import type { MatchSummary, QuizAnswerResult, QuizQuestion, Reward } from "@tandem/api-contract";
import { DISCOVERY_QUIZ, POINTS_PER_ANSWER } from "@tandem/api-contract";
import { createDb, migrations, type Db } from "@tandem/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOCKS } from "../src/cluster/advisory-lock.js";
import { testDatabaseUrl } from "./database.js";
import { createUser, type TestUser } from "./helpers.js";
import { openLiveStream } from "./live-stream.js";
import { pgbouncerPath, startPgbouncer } from "./pgbouncer.js";
import { startServerProcess } from "./server-process.js";

// The ports this test owns: PgBouncer, and the API processes.
const PGBOUNCER_PORT = 6441;
const API_PORTS = [3460, 3461, 3462] as const;
const PUBLIC_URL = `http://localhost:${API_PORTS[0]}`;

/** A server process from the source, on `databaseUrl` (and `listenUrl` when given). */
function startServer(port: number, databaseUrl: string, listenUrl?: string) {
  const server = startServerProcess({
    port,
    env: {
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      DATABASE_LISTEN_URL: listenUrl ?? "",
      DATABASE_POOL_SIZE: "4",
      LOG_LEVEL: "info",
      METRICS_PORT: "off",
    },
  });
  const ready = server
    .answering()
    .then((response) => response.json() as Promise<{ notificationsArrive?: boolean }>);
  return { ...server, url: server.origin, ready };
}
type Server = ReturnType<typeof startServer>;

/** A request to `server` as `user`, with the origin the API checks on writes. */
async function send<T>(
  server: Server,
  method: string,
  path: string,
  user?: TestUser,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Polls until `check` is true, for at most 2 s (a NOTIFY arrives in milliseconds). */
async function within2s(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 2000) throw new Error("not within 2 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const onPostgres = inject("databaseKind") === "postgres";
const installed = pgbouncerPath() !== null;
const suite = onPostgres && installed ? describe : describe.skip;
const skipped = !onPostgres
  ? " (skipped: needs a real Postgres, TEST_DATABASE_URL)"
  : !installed
    ? " (skipped: apt-get install -y pgbouncer)"
    : "";

suite(`two processes behind PgBouncer 1.18 in transaction mode${skipped}`, () => {
  const servers: Server[] = [];
  let pgbouncer: Awaited<ReturnType<typeof startPgbouncer>> | undefined;
  let direct: Db;
  let pooledUrl: string;
  let a: Server;
  let b: Server;
  let readyA: { notificationsArrive?: boolean };
  let readyB: { notificationsArrive?: boolean };

  beforeAll(async () => {
    // An empty database of its own: the two processes migrate it.
    const url = new URL(testDatabaseUrl());
    const name = `${url.pathname.slice(1)}_pgbouncer`;
    const admin = createDb({ connectionString: url.toString(), max: 1 });
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    url.pathname = `/${name}`;
    const listenUrl = url.toString();
    direct = createDb({ connectionString: listenUrl, max: 2 });
    pgbouncer = await startPgbouncer({ port: PGBOUNCER_PORT, postgresUrl: url, database: name });
    const pooled = new URL(listenUrl);
    pooled.port = String(PGBOUNCER_PORT);
    pooled.searchParams.set("prepared_statements", "false");
    pooledUrl = pooled.toString();
    // Started together, on an empty database.
    a = startServer(API_PORTS[0], pooledUrl, listenUrl);
    b = startServer(API_PORTS[1], pooledUrl, listenUrl);
    servers.push(a, b);
    [readyA, readyB] = await Promise.all([a.ready, b.ready]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    await direct?.destroy();
    await pgbouncer?.stop();
  });

  it("start together on an empty database: one migrates, both start and hear NOTIFY", async () => {
    expect(readyA.notificationsArrive).toBe(true);
    expect(readyB.notificationsArrive).toBe(true);
    const names = Object.keys(migrations);
    const logs = a.output() + b.output();
    for (const name of names)
      expect(logs.split(`migration ${name} applied`).length - 1, name).toBe(1);
    const applied = await direct
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .execute();
    expect(applied).toHaveLength(names.length);
    expect(logs).toContain("notifications: a NOTIFY sent through the pool arrived");
  });

  it("leave no advisory lock on a pooled connection: the reminders' lock is free", async () => {
    const held = async () => {
      const { rows } = await sql<{ locks: number }>`
        SELECT count(*)::int AS locks FROM pg_locks
        WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      `.execute(direct);
      return rows[0]!.locks;
    };
    await within2s(async () => (await held()) === 0);
    await direct.connection().execute(async (db) => {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_lock(${LOCKS.reminders}) AS locked`.execute(db);
      expect(rows[0]!.locked).toBe(true);
      await sql`SELECT pg_advisory_unlock(${LOCKS.reminders})`.execute(db);
    });
    // What the processes hold, seen by Postgres: their LISTEN connections, direct.
    const { rows } = await sql<{ listening: number }>`
      SELECT count(*)::int AS listening FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'tandem-notifications'
    `.execute(direct);
    expect(rows[0]!.listening).toBe(2);
  });

  it("sign in on one process with a link asked for on the other", async () => {
    const email = `pgbouncer-${randomUUID().slice(0, 8)}@example.test`;
    const asked = await fetch(`${a.url}/api/login/email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      body: new URLSearchParams({ email, returnTo: "/app" }),
    });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    const link = /href="([^"]+)">Open sign-in link/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(link).toBeDefined();
    const onB = new URL(link!);
    const confirm = await (await fetch(`${b.url}${onB.pathname}${onB.search}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(confirm)?.[1];
    expect(token).toBeDefined();
    const signedIn = await fetch(`${b.url}/api/login/verify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      body: new URLSearchParams({ token: token! }),
      redirect: "manual",
    });
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const me = await fetch(`${a.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it("refuse a session signed out everywhere on the other process at once", async () => {
    const user = await createUser(direct);
    // Each process has the session in its cache.
    expect((await send(a, "GET", "/api/auth/user", user)).status).toBe(200);
    expect((await send(b, "GET", "/api/auth/user", user)).status).toBe(200);
    expect((await send(a, "POST", "/api/user/sign-out-everywhere", user)).status).toBe(200);
    const ms = await within2s(
      async () => (await send(b, "GET", "/api/auth/user", user)).status === 401,
    );
    console.info(`signed out on A: refused on B after ${ms} ms`);
  });

  it("list a reward made by staff on one process on the other at once", async () => {
    const staff = await createUser(direct, { role: "admin" });
    const user = await createUser(direct);
    const before = await send<Reward[]>(b, "GET", "/api/rewards", user);
    expect(before.status).toBe(200);
    const title = `Through PgBouncer ${randomUUID().slice(0, 6)}`;
    const made = await send(a, "POST", "/api/admin/rewards", staff, {
      title,
      description: "Made on A",
      pointsCost: 10,
    });
    expect(made.status).toBe(201);
    const ms = await within2s(async () =>
      (await send<Reward[]>(b, "GET", "/api/rewards", user)).body.some((r) => r.title === title),
    );
    console.info(`reward made on A: listed on B after ${ms} ms`);
  });

  it("serve the quiz, Discover and chat, and a message reaches the live stream on the other", async () => {
    const answerer = await createUser(direct);
    const today = await send<QuizQuestion[]>(a, "GET", "/api/quiz/today", answerer);
    expect(today.status).toBe(200);
    const answered = await send<QuizAnswerResult>(b, "POST", "/api/quiz/answer", answerer, {
      questionId: today.body[0]!.id,
      selectedOption: 1,
      tags: [],
      pointsEarned: POINTS_PER_ANSWER,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.pointsEarned).toBe(POINTS_PER_ANSWER);

    const single = async (nickname: string, server: Server) => {
      const user = await createUser(direct);
      const profile = { nickname, gender: "female", ageGroup: "28-32", city: "Lisbon", bio: "Hi" };
      expect((await send(server, "POST", "/api/matching/profile", user, profile)).status).toBe(200);
      const tags = DISCOVERY_QUIZ.map((q) => q.options[0].tag);
      const saved = await send(server, "POST", "/api/matching/discovery-tags", user, { tags });
      expect(saved.status).toBe(200);
      return user;
    };
    const [x, y] = [await single("Ana", a), await single("Bia", b)];
    expect((await send(b, "GET", "/api/matching/discover", x)).status).toBe(200);
    expect((await send(a, "POST", "/api/matching/like", x, { toUserId: y.id })).status).toBe(200);
    expect((await send(b, "POST", "/api/matching/like", y, { toUserId: x.id })).status).toBe(200);
    const [match] = (await send<MatchSummary[]>(a, "GET", "/api/matching/matches", x)).body;
    expect(match).toBeDefined();

    const stream = openLiveStream(b.url, y.cookie);
    try {
      await stream.ready;
      const sent = await send(a, "POST", `/api/chat/${match!.matchId}/messages`, x, {
        body: "Through the pooler",
      });
      expect(sent.status).toBe(201);
      const event = await stream.next(5000);
      expect(event.data.type).toBe("message");
    } finally {
      stream.close();
    }
  });

  it("says in words, without DATABASE_LISTEN_URL, that notifications do not arrive, and trusts no cache", async () => {
    const deaf = startServer(API_PORTS[2], pooledUrl);
    servers.push(deaf);
    const ready = await deaf.ready;
    expect(ready.notificationsArrive).toBe(false);
    expect(deaf.output()).toContain("did not reach this process's LISTEN connection within 3 s");
    expect(deaf.output()).toContain("set DATABASE_LISTEN_URL to Postgres directly");
    // It hears no sign-out, so it reads the session every time: refused on the next request.
    const user = await createUser(direct);
    expect((await send(deaf, "GET", "/api/auth/user", user)).status).toBe(200);
    expect((await send(a, "POST", "/api/user/sign-out-everywhere", user)).status).toBe(200);
    expect((await send(deaf, "GET", "/api/auth/user", user)).status).toBe(401);
  }, 60_000);
});
