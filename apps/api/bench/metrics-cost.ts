/**
 * What the Prometheus metrics cost (decision 311): two built API processes side by side, one
 * with its metrics listener (scraped every BENCH_SCRAPE_SECONDS, as Prometheus would) and one
 * with METRICS_PORT=off, answer the same signed-in reads in one-second turns (A B B A …,
 * `loadInTurns`), so the machine's drift falls on both alike; each round starts a new
 * pair and the metrics change slot every round, so a slot's own bias cancels out. Prints a markdown table
 * of requests a second on and off, and of each process's CPU time per answered request (from
 * /proc: what a busy, shared machine moves least), per read and as the reads' mean, on
 * Postgres and on the embedded database. A script that prints numbers, never a pass/fail test.
 *
 *   cd apps/api && pnpm build && pnpm tsx bench/metrics-cost.ts
 *
 *   BENCH_SECONDS=6            seconds per read and round (half of it each side)
 *   BENCH_ROUNDS=4             rounds over the reads (even: each slot carries the metrics as often)
 *   BENCH_SCRAPE_SECONDS=15    how often the metrics are scraped (Prometheus's usual interval)
 *   BENCH_SAME=true            both processes with METRICS_PORT=off (an A/A run: the bench's own noise)
 *   BENCH_ONLY=postgres,embedded
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   (database tandem_bench_metrics)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery } from "kysely";
import { loadInTurns, type LoadResult } from "./lib/load.js";
import { resetDatabase } from "./lib/postgres.js";
import { freePort, startApi, type Child } from "./lib/processes.js";
import { createMetrics } from "../src/metrics/metrics.js";
import { processCpuMs } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const scrapeSeconds = Number(process.env.BENCH_SCRAPE_SECONDS ?? 15);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const only = new Set((process.env.BENCH_ONLY ?? "postgres,embedded").split(","));
const log = (text: string) => process.stderr.write(`${text}\n`);

const DEMO_COUPLE = "alex@tandem.demo";
const READS = [
  "/trpc/user.me",
  "/trpc/quiz.today",
  "/trpc/rewards.list",
  "/api/rewards",
  `/trpc/user.me,quiz.today,rewards.list?batch=1&input=${encodeURIComponent("{}")}`,
];

interface Totals {
  /** Requests a second, summed over the rounds. */
  on: number;
  off: number;
  /** CPU milliseconds and answered requests, summed over the rounds. */
  onCpu: number;
  offCpu: number;
  onN: number;
  offN: number;
}

interface Side {
  api: Child;
  origin: string;
  cookie: string;
}

async function startSide(env: Record<string, string>): Promise<Side> {
  const port = await freePort();
  // Each round signs the demo couple in twice more: past the per-address limit by round 3.
  const api = await startApi(port, { SIGN_IN_LINKS_PER_ADDRESS: "1000", ...env });
  const origin = `http://127.0.0.1:${port}`;
  return { api, origin, cookie: await signIn(origin, DEMO_COUPLE) };
}

/** Scrapes `url` every `scrapeSeconds` until stopped (what Prometheus does). */
function scrapeRegularly(url: string) {
  let scrapes = 0;
  const timer = setInterval(() => {
    void fetch(url)
      .then((res) => res.text())
      .then(() => scrapes++);
  }, scrapeSeconds * 1000);
  return {
    stop: () => (clearInterval(timer), scrapes),
  };
}

/**
 * One round: a fresh pair of processes, the metrics on the one in slot `metricsSlot`. The two
 * slots are not alike (an A/A run on 2026-12-03 found the second 24% dearer per request than
 * the first, both without metrics), so the rounds alternate which slot carries the metrics
 * and the slot's bias falls on both sides equally.
 */
async function measureRound(
  section: string,
  round: number,
  env: (side: "on" | "off") => Record<string, string>,
  totals: Map<string, Totals>,
) {
  const metricsSlot = round % 2;
  const metricsPort = await freePort();
  const same = process.env.BENCH_SAME === "true";
  const metricsEnv = same ? "off" : String(metricsPort);
  // Started together: neither is always the one that migrated and seeded the database.
  const slots = await Promise.all(
    [0, 1].map((slot) =>
      slot === metricsSlot
        ? startSide({ ...env("on"), METRICS_PORT: metricsEnv })
        : startSide({ ...env("off"), METRICS_PORT: "off" }),
    ),
  );
  const on = slots[metricsSlot]!;
  const off = slots[1 - metricsSlot]!;
  const scraper = same
    ? { stop: () => 0 }
    : scrapeRegularly(`http://127.0.0.1:${metricsPort}/metrics`);
  const cpuOf = (side: Side) => processCpuMs(side.api.process.pid ?? 0);
  try {
    // Each process has a session of its own: the cookie goes per server.
    const [first, second] = slots.map((side) => ({
      origin: side.origin,
      headers: { cookie: side.cookie },
    }));
    const inSlots = (path: string, secondsEach: number) =>
      loadInTurns({ seconds: secondsEach }, [
        { ...first!, requests: [{ path }] },
        { ...second!, requests: [{ path }] },
      ]);
    // Warm-up: both JITs see every read first.
    for (const path of READS) await inSlots(path, 2);
    for (const path of READS) {
      const cpuBefore = [cpuOf(on), cpuOf(off)];
      const results = await inSlots(path, seconds);
      const withMetrics = results[metricsSlot]!;
      const without = results[1 - metricsSlot]!;
      const sum = totals.get(path) ?? { on: 0, off: 0, onCpu: 0, offCpu: 0, onN: 0, offN: 0 };
      totals.set(path, {
        on: sum.on + withMetrics.rps,
        off: sum.off + without.rps,
        onCpu: sum.onCpu + cpuOf(on) - cpuBefore[0]!,
        offCpu: sum.offCpu + cpuOf(off) - cpuBefore[1]!,
        onN: sum.onN + withMetrics.total,
        offN: sum.offN + without.total,
      });
      check(withMetrics, without);
      log(
        `  ${section} round ${round} (metrics in slot ${metricsSlot + 1}) ${path.split("?")[0]}: on ${withMetrics.rps.toFixed(0)}, off ${without.rps.toFixed(0)} req/s (${delta(withMetrics.rps, without.rps)})`,
      );
    }
  } finally {
    log(`  ${section} round ${round}: ${scraper.stop()} scrapes of the metrics`);
    await on.api.stop();
    await off.api.stop();
  }
}

async function measure(section: string, env: (side: "on" | "off") => Record<string, string>) {
  const totals = new Map<string, Totals>();
  for (let round = 1; round <= rounds; round++) await measureRound(section, round, env, totals);
  return totals;
}

function check(a: LoadResult, b: LoadResult) {
  for (const result of [a, b]) {
    const bad = Object.entries(result.statuses).filter(([status]) => status !== "200");
    if (bad.length) throw new Error(`answers other than 200: ${JSON.stringify(result.statuses)}`);
  }
}

const delta = (on: number, off: number) => {
  const percent = ((on - off) / off) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(1)}%`;
};

/** The instruments alone in this process: nanoseconds a request's and a query's observation take, and a scrape. */
async function inProcess(): Promise<string[]> {
  const metrics = createMetrics();
  const routes = ["/trpc/user.me", "/trpc/quiz.today", "/trpc/rewards.list", "/api/rewards"];
  const nsPer = (calls: number, run: (i: number) => void) => {
    const rounds: number[] = [];
    for (let round = 0; round < 7; round++) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) run(i);
      rounds.push(Number(process.hrtime.bigint() - started) / calls);
    }
    return rounds.sort((x, y) => x - y)[3]!;
  };
  const request = nsPer(200_000, (i) =>
    metrics.observeRequest("GET", routes[i & 3]!, 200, 0.002 + (i & 7) / 1000),
  );
  const sent = CompiledQuery.raw("SELECT 1");
  const query = nsPer(200_000, (i) => metrics.observeQuery(0.0004 + (i & 7) / 10_000, false, sent));
  await metrics.registry.metrics();
  const cpuBefore = process.cpuUsage();
  const text = await metrics.registry.metrics();
  const cpu = process.cpuUsage(cpuBefore);
  const scrapeMs = (cpu.user + cpu.system) / 1000;
  return [
    `| a request's observation (\`observeRequest\`) | ${request.toFixed(0)} ns |`,
    `| a query's observation (\`observeQuery\`) | ${query.toFixed(0)} ns |`,
    `| one scrape's text, CPU time (${(text.length / 1024).toFixed(0)} KiB, no database read) | ${scrapeMs.toFixed(2)} ms |`,
  ];
}

async function main() {
  const loadBefore = loadavg();
  log(`metrics cost: ${rounds} rounds of ${seconds} s per read; load ${loadBefore.join(" ")}`);
  const lines = [
    "| database | read | metrics on (req/s) | off (req/s) | on vs off | CPU µs/request on | off | on vs off |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const sections: [string, (side: "on" | "off") => Record<string, string>][] = [];
  if (only.has("postgres")) {
    const url = await resetDatabase(serverUrl, "tandem_bench_metrics");
    sections.push(["Postgres", () => ({ DATABASE_URL: url })]);
  }
  const dirs: string[] = [];
  if (only.has("embedded")) {
    sections.push([
      "embedded",
      () => {
        const dir = mkdtempSync(join(tmpdir(), "tandem-bench-metrics-"));
        dirs.push(dir);
        return { DATABASE_URL: "", DATA_DIR: dir };
      },
    ]);
  }
  try {
    for (const [section, env] of sections) {
      const totals = await measure(section, env);
      // The reads' ratios averaged (geometric mean), so the fastest read does not outweigh the rest.
      let logRps = 0;
      let logCpu = 0;
      for (const [path, t] of totals) {
        const cpuOn = (t.onCpu * 1000) / t.onN;
        const cpuOff = (t.offCpu * 1000) / t.offN;
        logRps += Math.log(t.on / t.off);
        logCpu += Math.log(cpuOn / cpuOff);
        lines.push(
          `| ${section} | \`GET ${path.split("?")[0]}\` | ${(t.on / rounds).toFixed(0)} | ${(t.off / rounds).toFixed(0)} | ${delta(t.on, t.off)} | ${cpuOn.toFixed(0)} | ${cpuOff.toFixed(0)} | ${delta(cpuOn, cpuOff)} |`,
        );
      }
      const mean = (sum: number) => Math.exp(sum / totals.size);
      lines.push(
        `| ${section} | **the reads' mean** | | | **${delta(mean(logRps), 1)}** | | | **${delta(mean(logCpu), 1)}** |`,
      );
    }
  } finally {
    // A stopped server's embedded database may still be closing its files: retried.
    for (const dir of dirs)
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  const loadAfter = loadavg();
  console.log(lines.join("\n"));
  console.log(
    ["", "| instrument, in this process (median of 7 rounds) | time |", "| --- | ---: |"]
      .concat(await inProcess())
      .join("\n"),
  );
  console.log(
    `\nLoad average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(" ")}; ${rounds} rounds of ${seconds} s per read.`,
  );
}

await main();
