/**
 * Delivery latency of the live event stream from one process to another.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/<database> pnpm tsx bench/live-events.ts
 *
 * This process runs an API instance (its own pool and LISTEN connection) on a loopback port,
 * and a client subscribed to one user's stream with the official tRPC client over SSE. A
 * child process (its own Node process and pool, as another API process would be) publishes
 * BENCH_EVENTS events to that user one after another with `publishEvent`, BENCH_GAP_MS
 * apart, and reports over IPC when each publish started and when its commit returned. Both
 * processes read the same clock (`performance.timeOrigin + performance.now()`).
 *
 * Works in the database of the URL (migrated first); creates one user and deletes it, with
 * its events, at the end. A script that prints numbers, not a test.
 */
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createDb, listenToPostgres, migrateToLatest } from "@tandem/db";
import { createSession, SESSION_COOKIE } from "../src/auth/sessions.js";
import { buildApp } from "../src/build-app.js";
import { loadEnv } from "../src/env.js";
import { publishEvent } from "../src/services/events/index.js";
import { openLiveStream } from "../test/live-stream.js";

const url = process.env.BENCH_DATABASE_URL;
const count = Number(process.env.BENCH_EVENTS ?? 100);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 20);
const now = () => performance.timeOrigin + performance.now();

interface Published {
  seq: number;
  started: number;
  committed: number;
}

/** The child: another process publishing through its own pool. */
async function publisher(userId: string) {
  const db = createDb({ connectionString: url!, max: 2 });
  for (let seq = 0; seq < count; seq++) {
    const started = now();
    await publishEvent(db, [userId], { type: "partner-redeemed", rewardTitle: `bench ${seq}` });
    process.send!({ seq, started, committed: now() } satisfies Published);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await db.destroy();
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return [at(0.5), at(0.9), at(0.99), sorted[sorted.length - 1]!, mean].map((v) => v.toFixed(2));
};

async function main() {
  if (!url) throw new Error("Set BENCH_DATABASE_URL to a Postgres database (it is migrated).");
  const db = createDb({ connectionString: url, max: 5 });
  await migrateToLatest(db);
  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "warn" });
  const notifications = listenToPostgres(url);
  const app = await buildApp({ db, env, notifications });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on a port");

  const user = await db
    .insertInto("users")
    .values({ email: `bench-live-${Date.now()}@example.test` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id);
  const stream = openLiveStream(`http://127.0.0.1:${address.port}`, `${SESSION_COOKIE}=${token}`);
  await stream.ready;

  const received = new Map<number, number>();
  const published: Published[] = [];
  const child = fork(fileURLToPath(import.meta.url), ["--publish", user.id], {
    execArgv: ["--conditions=@tandem/source", "--import", "tsx"],
    env: process.env,
  });
  child.on("message", (message) => published.push(message as Published));
  for (let i = 0; i < count; i++) {
    const event = await stream.next(30_000);
    if (event.data.type === "partner-redeemed") {
      received.set(Number(event.data.rewardTitle.replace("bench ", "")), now());
    }
  }
  await new Promise((resolve) => child.once("exit", resolve));
  stream.close();

  const order = stream.received.flatMap((e) =>
    e.data.type === "partner-redeemed" ? [Number(e.data.rewardTitle.replace("bench ", ""))] : [],
  );
  const inOrder = order.every((seq, i) => seq === i);
  const fromCommit = published.map((p) => received.get(p.seq)! - p.committed);
  const fromStart = published.map((p) => received.get(p.seq)! - p.started);
  const transaction = published.map((p) => p.committed - p.started);
  console.log(
    `${received.size} of ${count} events received (${inOrder ? "in order" : "OUT OF ORDER"}), published ${gapMs} ms apart.`,
  );
  console.log("milliseconds                       p50     p90     p99     max    mean");
  console.log(`publish transaction (child)   ${stats(transaction).join("  ")}`);
  console.log(`commit returned -> client     ${stats(fromCommit).join("  ")}`);
  console.log(`publish started -> client     ${stats(fromStart).join("  ")}`);

  await db.deleteFrom("users").where("id", "=", user.id).execute();
  await app.close();
  await notifications.close();
  await db.destroy();
}

if (process.argv[2] === "--publish") await publisher(process.argv[3]!);
else await main();
