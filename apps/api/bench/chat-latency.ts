/**
 * Chat message delivery latency between two API processes (chat: decision 033).
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/<database> pnpm tsx bench/chat-latency.ts
 *
 * Two API processes on one Postgres, each with its own pool and LISTEN connection: this
 * process serves one, a forked child serves the other (it reports its port over IPC). Two
 * matched singles: Ann's browser is connected to process 1, Ben's to process 2. Each of
 * BENCH_MESSAGES messages is sent with a REST POST to one process and timed until the other
 * person's live stream (SSE, the official tRPC client, on the other process) yields it;
 * the direction alternates. Both clients run here, so one clock times both ends.
 *
 * The per-account send limit is reset before each message (outside the timing). Creates two
 * users and deletes them (their match and messages go with them) at the end.
 */
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createDb, listenToPostgres, migrateToLatest, type Db } from "@tandem/db";
import { createSession, SESSION_COOKIE } from "../src/auth/sessions.js";
import { buildApp } from "../src/build-app.js";
import { loadEnv } from "../src/env.js";
import { openLiveStream } from "../test/live-stream.js";

const url = process.env.BENCH_DATABASE_URL;
const count = Number(process.env.BENCH_MESSAGES ?? 100);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 20);
const now = () => performance.timeOrigin + performance.now();

async function serve(db: Db) {
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "warn" });
  const notifications = listenToPostgres(url!);
  const app = await buildApp({ db, env, notifications });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on a port");
  return {
    port: address.port,
    close: async () => {
      await app.close();
      await notifications.close();
    },
  };
}

/** The child: the second API process. */
async function secondProcess() {
  const db = createDb({ connectionString: url!, max: 5 });
  const server = await serve(db);
  process.send!({ port: server.port });
  const stop = async () => {
    await server.close();
    await db.destroy();
  };
  process.once("message", () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return [at(0.5), at(0.9), at(0.99), sorted[sorted.length - 1]!, mean].map((v) => v.toFixed(2));
};

async function single(db: Db, nickname: string) {
  const user = await db
    .insertInto("users")
    .values({
      email: `bench-chat-${nickname.toLowerCase()}-${Date.now()}@example.test`,
      userType: "single",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("matchingProfiles")
    .values({ userId: user.id, nickname, gender: "female", ageGroup: "28-32" })
    .execute();
  const { token } = await createSession(db, user.id);
  return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

async function main() {
  if (!url) throw new Error("Set BENCH_DATABASE_URL to a Postgres database (it is migrated).");
  const db = createDb({ connectionString: url, max: 5 });
  await migrateToLatest(db);
  const first = await serve(db);
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--conditions=@tandem/source", "--import", "tsx"],
    env: process.env,
  });
  // The second process must not outlive this one, whatever happens below.
  process.once("exit", () => child.kill());
  const second = await new Promise<number>((resolve) =>
    child.once("message", (m) => resolve((m as { port: number }).port)),
  );

  const ann = await single(db, "Ann");
  const ben = await single(db, "Ben");
  const [userAId, userBId] = ann.id < ben.id ? [ann.id, ben.id] : [ben.id, ann.id];
  const match = await db
    .insertInto("matches")
    .values({ userAId, userBId })
    .returning("id")
    .executeTakeFirstOrThrow();

  const origin = (port: number) => `http://127.0.0.1:${port}`;
  // Ann's browser talks to process 1, Ben's to process 2.
  const people = [
    { who: ann, port: first.port, stream: openLiveStream(origin(first.port), ann.cookie) },
    { who: ben, port: second, stream: openLiveStream(origin(second), ben.cookie) },
  ] as const;
  await Promise.all(people.map((p) => p.stream.ready));

  const latencies: number[][] = [[], []];
  for (let i = 0; i < count; i++) {
    const from = people[i % 2]!;
    const to = people[(i + 1) % 2]!;
    await db.deleteFrom("rateLimits").where("key", "=", `chat-send:${from.who.id}`).execute();
    const body = `bench ${i}`;
    const started = now();
    const res = await fetch(`${origin(from.port)}/api/chat/${match.id}/messages`, {
      method: "POST",
      headers: {
        cookie: from.who.cookie,
        "content-type": "application/json",
        origin: origin(from.port),
      },
      body: JSON.stringify({ body }),
    });
    if (res.status !== 201) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    for (;;) {
      const event = await to.stream.next(10_000);
      if (event.data.type === "message" && event.data.message.body === body) break;
    }
    latencies[i % 2]!.push(now() - started);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  for (const p of people) p.stream.close();

  console.log(`${count} messages, ${gapMs} ms apart, alternating directions, Postgres.`);
  console.log(
    "milliseconds, send request -> other person's stream     p50     p90     p99     max    mean",
  );
  console.log(
    `process 1 -> process 2 (Ann to Ben)                  ${stats(latencies[0]!).join("  ")}`,
  );
  console.log(
    `process 2 -> process 1 (Ben to Ann)                  ${stats(latencies[1]!).join("  ")}`,
  );
  console.log(
    `both                                                 ${stats(latencies.flat()).join("  ")}`,
  );

  await db.deleteFrom("users").where("id", "in", [ann.id, ben.id]).execute();
  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  await first.close();
  await db.destroy();
}

if (process.argv[2] === "--serve") await secondProcess();
else
  await main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
