/**
 * `pnpm bench`: every figure of decision 040 in one run, as one markdown table, each with its
 * ratio to the baseline measured in the same run (bare Fastify, and Fastify + one indexed pg
 * query, each in its own process like the API). Loopback only; every load is bounded in time.
 *
 *   BENCH_SECONDS=6            seconds per measured URL (CI's smoke: 1)
 *   BENCH_TURNS=30             one-second turns of each signed-in read over REST and tRPC and of
 *                              the baseline they are compared with (CI's smoke: 2)
 *   BENCH_SOAK_SECONDS=60      the mixed load on two processes
 *   BENCH_DISCOVER_SIZES=10000,100000,1000000   singles for discover over HTTP
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   the Postgres server
 *   BENCH_DB_PREFIX=tandem_bench   databases it creates and owns: <prefix>_api, <prefix>_discover_<n>
 *   BENCH_PORT=<free port>     the API's port (a machine that assigns ports to each user)
 *   BENCH_ONLY=postgres,embedded,discover,processes,memory,streams,rendered,pages   a subset of the sections
 *   BENCH_MEMORY_SECONDS=30    the mixed load on one process, embedded and on Postgres (memory)
 *   BENCH_STREAM_PEOPLE=10000  people each holding a live stream on one process (streams)
 *   BENCH_CHAT_MESSAGES=200    chat messages between two processes (streams)
 *   BENCH_WEB_DIST=../web/dist another web build (with its dist-server/ beside it), to compare
 *   (rendered: home, quiz and Discover as the server renders them, CPU per page and pages/s;
 *    pages: what the landing page and the signed-in pages download, in Chromium, from the web build)
 *
 * A script that prints numbers, never a pass/fail test: the machine it runs on decides them.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureEmbedded, measureOnPostgres } from "./lib/api-reads.js";
import { measureDiscover, VIEWER_RATE } from "./lib/discover-http.js";
import { apiDir, freePort } from "./lib/processes.js";
import { resetDatabase } from "./lib/postgres.js";
import { measureMemory } from "./lib/memory.js";
import { measurePages } from "./lib/pages.js";
import { measureRenderedPages } from "./lib/rendered-pages.js";
import { measureProcesses } from "./lib/soak.js";
import { measureChat } from "./lib/chat-across-processes.js";
import { measureStreams } from "./lib/streams.js";
import { markdownTable, type Row } from "./lib/table.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const turns = Number(process.env.BENCH_TURNS ?? 30);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const discoverSizes = (process.env.BENCH_DISCOVER_SIZES ?? "10000,100000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const prefix = process.env.BENCH_DB_PREFIX ?? "tandem_bench";
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const streamPeople = Number(process.env.BENCH_STREAM_PEOPLE ?? 10_000);
const chatMessages = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const only = new Set(
  (
    process.env.BENCH_ONLY ?? "postgres,embedded,discover,processes,memory,streams,rendered,pages"
  ).split(","),
);

const rows: Row[] = [];
const log = (text: string) => process.stderr.write(`${text}\n`);

async function main() {
  if (!existsSync(join(apiDir, "dist/server.js"))) {
    throw new Error(
      "apps/api/dist/server.js is missing: run `pnpm build` first (`pnpm bench` does).",
    );
  }
  const started = Date.now();
  const loadBefore = loadavg();
  log(`bench: ${seconds} s per URL, load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")}`);

  const apiDb = await resetDatabase(serverUrl, `${prefix}_api`);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const run = { origin, seconds, turns, rows, log };
  let baselineRps = NaN;
  let baselineCpuMs: number | undefined;

  if (only.has("postgres")) {
    log("Postgres: the API, and the baseline on the same database");
    ({ baselineRps, baselineCpuMs } = await measureOnPostgres(run, port, apiDb));
  }

  if (only.has("embedded")) {
    log("Embedded PGlite (no DATABASE_URL), as `npm start` runs it");
    await measureEmbedded(run, port, apiDb);
  }

  if (only.has("discover")) {
    const largest = Math.max(...discoverSizes);
    for (const singles of discoverSizes) {
      log(`Discover over HTTP, ${singles.toLocaleString("en")} singles, 20 viewers at once`);
      const { paced, pacedCpu, saturated } = await measureDiscover({
        serverUrl,
        prefix,
        singles,
        seconds,
        port,
        saturated: singles === largest,
      });
      const size = `${singles.toLocaleString("en")} singles`;
      rows.push({
        section: "discover, 20 viewers",
        label: `\`GET /trpc/matching.discover\`, ${size}, each viewer ${VIEWER_RATE}/s`,
        result: paced,
        ...(singles >= 1_000_000
          ? { goal: { ok: paced.p95 <= 15, text: "p95 ≤ 15 ms at 1M" } }
          : {}),
      });
      rows.push({
        section: "discover, 20 viewers",
        label: `CPU per answered request, paced, ${size}: the API process / Postgres backends`,
        note: `${pacedCpu.apiMs.toFixed(2)} / ${pacedCpu.postgresMs.toFixed(2)} ms`,
      });
      if (saturated) {
        rows.push({
          section: "discover, 20 viewers",
          label: `the same, each asking again as soon as answered (saturated), ${size}`,
          result: saturated,
        });
      }
    }
  }

  if (only.has("processes")) {
    log(`Two API processes behind HAProxy, mixed load for ${soakSeconds} s`);
    const apiDb2 = await resetDatabase(serverUrl, `${prefix}_api`);
    rows.push(...(await measureProcesses({ databaseUrl: apiDb2, seconds: soakSeconds })));
  }

  if (only.has("memory")) {
    log(`Memory of one process as \`npm start\` runs it, ${memorySeconds} s of mixed load`);
    const dataDir = mkdtempSync(join(tmpdir(), "tandem-bench-"));
    try {
      rows.push(
        ...(await measureMemory({
          section: "memory, embedded (PGlite)",
          env: { DATABASE_URL: "", DATA_DIR: dataDir },
          seconds: memorySeconds,
          goals: { idle: 400, loaded: 500 },
        })),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    rows.push(
      ...(await measureMemory({
        section: "memory, Postgres",
        env: { DATABASE_URL: await resetDatabase(serverUrl, `${prefix}_api`) },
        seconds: memorySeconds,
        goals: { idle: 150, loaded: 300 },
      })),
    );
  }

  if (only.has("streams")) {
    log(`Live streams: ${streamPeople.toLocaleString("en")} people on one process, then chat`);
    rows.push(...(await measureStreams({ serverUrl, prefix, people: streamPeople, seconds })));
    rows.push(await measureChat({ serverUrl, prefix, messages: chatMessages }));
  }

  if (only.has("rendered")) {
    log("Pages rendered on the server: CPU per page (process CPU time) and pages/s");
    rows.push(
      ...(await measureRenderedPages({
        databaseUrl: await resetDatabase(serverUrl, `${prefix}_api`),
        seconds,
        ...(baselineCpuMs ? { baselineCpuMs } : {}),
      })),
    );
  }

  if (only.has("pages")) {
    log("Pages: what a phone downloads, from the web build, in Chromium");
    rows.push(...(await measurePages()));
  }

  const loadAfter = loadavg();
  console.log(
    `\n${markdownTable(rows, baselineRps)}\n\n` +
      `Baseline = Fastify + one indexed pg query${Number.isFinite(baselineRps) ? `, ${baselineRps.toFixed(0)} req/s in this run` : ""}, ` +
      `in ${turns} one-second turns with the signed-in reads (the embedded reads with their own); ` +
      `± is a share's standard error from its turns. ` +
      `50 connections (discover: 20), ${seconds} s per other row, autocannon in the bench's process; ` +
      `load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after; ` +
      `${Math.round((Date.now() - started) / 1000)} s in all.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
