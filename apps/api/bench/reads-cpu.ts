/**
 * Where a signed-in read's CPU goes: for the baseline (Fastify + one indexed pg query) and each
 * of the bench's reads on Postgres, the CPU time per answered request of the server process,
 * of its Postgres backends and of the load generator (this process), from /proc and
 * `process.cpuUsage`. On a 2-core machine the three share the cores, so a read's requests a
 * second follow their sum; the split says which part to make cheaper. A script that prints
 * numbers, never a pass/fail test.
 *
 *   cd apps/api && pnpm build && pnpm tsx bench/reads-cpu.ts
 *
 *   BENCH_SECONDS=6   seconds per read
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   (database tandem_bench_cpu)
 */
import { load } from "./lib/load.js";
import {
  postgresCpuByPid,
  postgresCpuSince,
  resetDatabase,
  userIdByEmail,
} from "./lib/postgres.js";
import { freePort, startApi, startBaseline, type Child } from "./lib/processes.js";
import { processCpuMs } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const DATABASE = "tandem_bench_cpu";
const DEMO_COUPLE = "alex@tandem.demo";
const log = (text: string) => process.stderr.write(`${text}\n`);

interface Split {
  label: string;
  rps: number;
  serverUs: number;
  postgresUs: number;
  loaderUs: number;
}

/** One read under load (50 connections), with the CPU each party spent per answered request. */
async function measure(
  label: string,
  server: Child,
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<Split> {
  const request = { origin, requests: [{ path }], headers };
  await load({ ...request, seconds: 2 });
  const serverBefore = processCpuMs(server.process.pid ?? 0);
  const postgresBefore = postgresCpuByPid(DATABASE);
  const loaderBefore = process.cpuUsage();
  const result = await load({ ...request, seconds });
  const loader = process.cpuUsage(loaderBefore);
  const perRequest = (ms: number) => (1000 * ms) / Math.max(1, result.total);
  const split = {
    label,
    rps: result.rps,
    serverUs: perRequest(processCpuMs(server.process.pid ?? 0) - serverBefore),
    postgresUs: perRequest(postgresCpuSince(DATABASE, postgresBefore)),
    loaderUs: perRequest((loader.user + loader.system) / 1000),
  };
  log(`  ${label}: ${split.rps.toFixed(0)} req/s`);
  return split;
}

const url = await resetDatabase(serverUrl, DATABASE);
const splits: Split[] = [];
const apiPort = await freePort();
const api = await startApi(apiPort, { DATABASE_URL: url });
const baseline = await startBaseline(url, await userIdByEmail(url, DEMO_COUPLE));
try {
  splits.push(
    await measure(
      "Fastify + one indexed pg query",
      baseline.child,
      baseline.origin,
      "/one-query",
      {},
    ),
  );
  await baseline.child.stop();

  const origin = `http://127.0.0.1:${apiPort}`;
  const signedIn = { cookie: await signIn(origin, DEMO_COUPLE), "x-time-zone": "UTC" };
  for (const path of [
    "/api/auth/user",
    "/trpc/user.me",
    "/api/quiz/today",
    "/trpc/quiz.today",
    "/api/rewards",
    "/trpc/rewards.list",
  ]) {
    splits.push(await measure(`\`GET ${path}\``, api, origin, path, signedIn));
  }
} finally {
  await baseline.child.stop();
  await api.stop();
}

const us = (value: number) => value.toFixed(0);
const lines = [
  "| read | req/s | server µs | Postgres µs | load generator µs | all µs |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...splits.map(
    (s) =>
      `| ${s.label} | ${s.rps.toFixed(0)} | ${us(s.serverUs)} | ${us(s.postgresUs)} | ${us(s.loaderUs)} | ${us(s.serverUs + s.postgresUs + s.loaderUs)} |`,
  ),
];
process.stdout.write(
  `${lines.join("\n")}\n\nCPU per answered request, ${seconds} s per read, 50 connections, Postgres.\n`,
);
