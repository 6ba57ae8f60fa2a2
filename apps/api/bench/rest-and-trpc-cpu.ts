/**
 * The API process's CPU per answered request for a REST route and its tRPC procedure (or any
 * two reads), measured in alternating 3-second turns (A B B A ...), six each, on Postgres:
 * prints every turn and each read's median. A difference of a few µs hides in the noise of
 * a requests-a-second ratio; the CPU a request costs moves less. Numbers, never a test.
 *
 *   cd apps/api && pnpm build && pnpm tsx bench/rest-and-trpc-cpu.ts
 *
 *   READS=/api/rewards,/trpc/rewards.list   the two paths (the default)
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   (database tandem_bench_ab)
 */
import { load } from "./lib/load.js";
import { resetDatabase } from "./lib/postgres.js";
import { freePort, startApi } from "./lib/processes.js";
import { processCpuMs } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";

const TURNS = 6;
const SECONDS = 3;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const paths = (process.env.READS ?? "/api/rewards,/trpc/rewards.list").split(",");

const url = await resetDatabase(serverUrl, "tandem_bench_ab");
const port = await freePort();
const api = await startApi(port, { DATABASE_URL: url });
try {
  const origin = `http://127.0.0.1:${port}`;
  const headers = { cookie: await signIn(origin, "alex@tandem.demo"), "x-time-zone": "UTC" };
  await load({ origin, requests: paths.map((path) => ({ path })), headers, seconds: SECONDS });
  const perRequest = new Map<string, number[]>(paths.map((path) => [path, []]));
  for (let turn = 0; turn < TURNS; turn++) {
    for (const path of turn % 2 ? [...paths].reverse() : paths) {
      const before = processCpuMs(api.process.pid ?? 0);
      const result = await load({ origin, requests: [{ path }], headers, seconds: SECONDS });
      const us = (1000 * (processCpuMs(api.process.pid ?? 0) - before)) / result.total;
      perRequest.get(path)!.push(us);
      process.stdout.write(`${path}: ${result.rps.toFixed(0)} req/s, ${us.toFixed(1)} µs\n`);
    }
  }
  for (const [path, values] of perRequest) {
    values.sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)]!;
    process.stdout.write(`median ${path}: ${median.toFixed(1)} µs of the API's CPU a request\n`);
  }
} finally {
  await api.stop();
}
