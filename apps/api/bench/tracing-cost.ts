/**
 * What tracing costs a signed-in read (`GET /trpc/user.me`, 50 connections), off and on
 * (decision 315), each pair measured in one-second turns on one Postgres:
 *
 *   1. the build before tracing vs this build with OTEL_EXPORTER_OTLP_ENDPOINT unset;
 *   2. this build, tracing off vs on (spans sent to a receiver in this process);
 *   3. 1 again at LOG_LEVEL=info: the request log's one line against Fastify's two;
 *   (BENCH_PAIRS=same: the build before against itself, the noise of the machine alone.)
 *
 *   cd apps/api && pnpm build
 *   BENCH_BEFORE_ENTRY=/path/to/before/apps/api/dist/server.js \
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/tandem_bench_tracing \
 *   pnpm tsx bench/tracing-cost.ts
 *
 * Prints a markdown table: the CPU each server process spent per request (from /proc), which a
 * busy machine moves much less than the rates, then rates and latencies. Not a test.
 */
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { API_NODE_FLAGS, tracingImport } from "../scripts/node-flags.mjs";
import { loadInTurns, type LoadResult } from "./lib/load.js";
import { freePort, startChild, waitForHttp, type Child } from "./lib/processes.js";
import { processCpuMs } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";

const before = process.env.BENCH_BEFORE_ENTRY;
if (!before) throw new Error("Set BENCH_BEFORE_ENTRY to the server.js of the build to compare.");
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error("Set BENCH_DATABASE_URL to a database the bench may fill.");
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const after = "dist/server.js";

/** An OTLP/HTTP endpoint that accepts and drops what it is sent, counting the spans' bytes. */
const receiver = createServer((request, response) => {
  request.resume();
  request.on("end", () => response.writeHead(200).end("{}"));
});
const receiverPort = await freePort();
await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));

async function start(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child = startChild([...API_NODE_FLAGS, ...tracingImport(entry), entry], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: "true",
    WEB_DIST_DIR: "",
    BACKUP_SCHEDULE: "false",
    // Each pair signs in anew: more than the 5 links an address may ask for in 15 minutes.
    SIGN_IN_LINKS_PER_ADDRESS: "1000",
    OTEL_EXPORTER_OTLP_ENDPOINT: "",
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, child);
  return { child, origin };
}

/** A side's load, with the CPU its process spent per answered request (µs). */
type Measured = LoadResult & { cpuUsPerRequest: number };

/**
 * Rates and latencies follow what else runs on the machine; the CPU a process spends per
 * request does much less, so it is what tells two builds apart on a busy machine.
 */
async function pair(
  a: { entry: string; env: Record<string, string> },
  b: { entry: string; env: Record<string, string> },
): Promise<[Measured, Measured]> {
  const servers: Child[] = [];
  try {
    const first = await start(a.entry, a.env);
    servers.push(first.child);
    const second = await start(b.entry, b.env);
    servers.push(second.child);
    // One session works on both: they share the database.
    const cookie = await signIn(first.origin, "alex@tandem.demo");
    const options = { seconds, connections: 50, headers: { cookie, "x-time-zone": "UTC" } };
    const sides = [first, second].map(({ origin }) => ({
      origin,
      requests: [{ path: "/trpc/user.me" }],
    }));
    // Warm-up, then the turns.
    await loadInTurns({ ...options, seconds: 2 }, sides);
    const pids = [first.child.process.pid ?? 0, second.child.process.pid ?? 0];
    const cpuBefore = pids.map(processCpuMs);
    const results = await loadInTurns(options, sides);
    const measured = results.map((result, i) => ({
      ...result,
      cpuUsPerRequest: ((processCpuMs(pids[i]!) - cpuBefore[i]!) * 1000) / result.total,
    }));
    return [measured[0]!, measured[1]!];
  } finally {
    for (const server of servers) await server.stop();
  }
}

const failures = (r: LoadResult) =>
  r.errors +
  Object.entries(r.statuses).reduce((n, [code, count]) => n + (code === "200" ? 0 : count), 0);
const ratio = (x: number, base: number | undefined) =>
  base === undefined ? "100%" : `${Math.round((x / base) * 100)}%`;
const row = (name: string, r: Measured, base?: Measured) =>
  `| ${name} | ${Math.round(r.cpuUsPerRequest)} | ${ratio(r.cpuUsPerRequest, base?.cpuUsPerRequest)} | ${Math.round(r.rps)} | ${ratio(r.rps, base?.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${failures(r)} |`;

/** BENCH_PAIRS: which pairs to run (default off,on,info); `same`: the build before twice. */
const pairs = (process.env.BENCH_PAIRS ?? "off,on,info").split(",");
const quiet = { LOG_LEVEL: "warn" };
const rows: string[] = [];
if (pairs.includes("same")) {
  // What the machine's noise alone makes of two identical processes.
  const [one, other] = await pair({ entry: before, env: quiet }, { entry: before, env: quiet });
  rows.push(row("before tracing (LOG_LEVEL=warn)", one));
  rows.push(row("the same build again", other, one));
}
if (pairs.includes("off")) {
  const [beforeWarn, offWarn] = await pair(
    { entry: before, env: quiet },
    { entry: after, env: quiet },
  );
  rows.push(row("before tracing (LOG_LEVEL=warn)", beforeWarn));
  rows.push(row("tracing off (LOG_LEVEL=warn)", offWarn, beforeWarn));
}
if (pairs.includes("on")) {
  const [off, on] = await pair(
    { entry: after, env: quiet },
    {
      entry: after,
      env: { ...quiet, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}` },
    },
  );
  rows.push(row("tracing off (LOG_LEVEL=warn)", off));
  rows.push(row("tracing on, every request sampled", on, off));
}
if (pairs.includes("info")) {
  const [beforeInfo, offInfo] = await pair(
    { entry: before, env: { LOG_LEVEL: "info" } },
    { entry: after, env: { LOG_LEVEL: "info" } },
  );
  rows.push(row("before tracing (LOG_LEVEL=info, 2 lines)", beforeInfo));
  rows.push(row("tracing off (LOG_LEVEL=info, 1 line)", offInfo, beforeInfo));
}
receiver.close();

console.log(
  `\n${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; ${seconds} s per side in one-second turns, 50 connections\n`,
);
console.log(
  "| GET /trpc/user.me, signed in | CPU µs/request | vs first of pair | req/s | vs first of pair | p50 ms | p99 ms | errors |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const line of rows) console.log(line);
