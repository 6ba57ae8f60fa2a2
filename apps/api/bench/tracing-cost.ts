/**
 * What tracing costs a signed-in read (`GET /trpc/user.me`, 50 connections), off and on
 * (decision 315), each pair measured in one-second turns on one Postgres:
 *
 *   1. the build before tracing vs this build with OTEL_EXPORTER_OTLP_ENDPOINT unset;
 *   2. this build, tracing off vs on (spans sent to a receiver in this process);
 *   3. 1 again at LOG_LEVEL=info: the request log's one line against Fastify's two.
 *
 *   cd apps/api && pnpm build
 *   BENCH_BEFORE_ENTRY=/path/to/before/apps/api/dist/server.js \
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/tandem_bench_tracing \
 *   pnpm tsx bench/tracing-cost.ts
 *
 * Prints a markdown table. A script that prints numbers, not a test.
 */
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { API_NODE_FLAGS, tracingImport } from "../scripts/node-flags.mjs";
import { loadServersInTurns, type LoadResult } from "./lib/load.js";
import { freePort, startChild, waitForHttp, type Child } from "./lib/processes.js";
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
    OTEL_EXPORTER_OTLP_ENDPOINT: "",
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, child);
  return { child, origin };
}

async function pair(
  a: { entry: string; env: Record<string, string> },
  b: { entry: string; env: Record<string, string> },
): Promise<[LoadResult, LoadResult]> {
  const servers: Child[] = [];
  try {
    const first = await start(a.entry, a.env);
    servers.push(first.child);
    const second = await start(b.entry, b.env);
    servers.push(second.child);
    // One session works on both: they share the database.
    const cookie = await signIn(first.origin, "alex@tandem.demo");
    const options = {
      seconds,
      connections: 50,
      requests: [{ path: "/trpc/user.me" }],
      headers: { cookie, "x-time-zone": "UTC" },
    };
    // Warm-up, then the turns.
    await loadServersInTurns({ ...options, seconds: 2 }, first.origin, second.origin);
    return await loadServersInTurns(options, first.origin, second.origin);
  } finally {
    for (const server of servers) await server.stop();
  }
}

const failures = (r: LoadResult) =>
  r.errors +
  Object.entries(r.statuses).reduce((n, [code, count]) => n + (code === "200" ? 0 : count), 0);
const row = (name: string, r: LoadResult, base?: LoadResult) =>
  `| ${name} | ${Math.round(r.rps)} | ${base ? `${Math.round((r.rps / base.rps) * 100)}%` : "100%"} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${failures(r)} |`;

/** BENCH_PAIRS: which of the three pairs to run (default all): off, on, info. */
const pairs = (process.env.BENCH_PAIRS ?? "off,on,info").split(",");
const quiet = { LOG_LEVEL: "warn" };
const rows: string[] = [];
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
  "| GET /trpc/user.me, signed in | req/s | vs first of pair | p50 ms | p99 ms | errors |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const line of rows) console.log(line);
