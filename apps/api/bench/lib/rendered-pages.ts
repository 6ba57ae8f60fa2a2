import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { load, type LoadResult } from "./load.js";
import { apiDir, freePort, startApi, startCluster, waitForHttp } from "./processes.js";
import { signIn } from "./sign-in.js";
import type { Row } from "./table.js";

/** The web build to measure: BENCH_WEB_DIST (another build, to compare) or apps/web/dist. */
export const webDist = resolve(apiDir, process.env.BENCH_WEB_DIST ?? "../web/dist");

/** The pages the server renders (docs/pages.md), each opened by a demo account it shows. */
const PAGES = [
  { name: "home", path: "/app", email: "alex@tandem.demo" },
  { name: "quiz", path: "/app/quiz", email: "alex@tandem.demo" },
  { name: "Discover", path: "/app/discover", email: "jordan@tandem.demo" },
] as const;

const GOAL_CPU_MS = 2;
const GOAL_PAGES_PER_SECOND = 300;
const section = "pages, rendered on the server";

/**
 * CPU time a process has used so far, user + system, all its threads, in ms (/proc, Linux;
 * NaN when it is gone). Clock ticks: 10 ms each, so a figure needs a few seconds of load.
 */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** A load's result with the CPU the server process spent on it, per request. */
export async function loadWithCpu(
  pid: number,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpuMsPerRequest: number }> {
  const before = processCpuMs(pid);
  const result = await run();
  return { result, cpuMsPerRequest: (processCpuMs(pid) - before) / Math.max(1, result.total) };
}

interface RendererAlone {
  cpuMsPerPage: number;
  pages: number;
  callsPerPage: number;
  documentLength: number;
}

/** The renderer alone in a process of its own (bench/render-cpu.mjs), its reads answered from memory. */
async function rendererAlone(
  origin: string,
  cookie: string,
  path: string,
  pages: number,
): Promise<RendererAlone> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(apiDir, "bench/render-cpu.mjs"),
      join(webDist, "../dist-server/render-page.js"),
      join(webDist, "index.html"),
      origin,
      cookie,
      path,
      String(pages),
    ],
    { env: { ...process.env, NODE_ENV: "production" }, timeout: 300_000 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as RendererAlone;
}

/**
 * Home, quiz and Discover as the server renders them for a signed-in person, on Postgres:
 *
 * - CPU per page, by process CPU time (user + system from the kernel), never wall time: the
 *   renderer alone, in a process of its own answering the page's reads from memory (goal
 *   2 ms); and the API process's CPU under the load below divided by the pages it answered
 *   (the session, the reads, rendering, brotli), beside the baseline's CPU per request.
 * - pages/s at 50 connections, brotli, for `seconds`: from the one process, and from the
 *   machine as production runs it (two processes behind HAProxy, `scripts/cluster.mjs`),
 *   which the goal (300) is for: one process renders on one core's main thread.
 */
export async function measureRenderedPages(options: {
  databaseUrl: string;
  seconds: number;
  /** CPU per request of the baseline (Fastify + one indexed pg query), when measured. */
  baselineCpuMs?: number;
}): Promise<Row[]> {
  if (!existsSync(join(webDist, "../dist-server/render-page.js"))) {
    return [{ section, label: "skipped", note: "no web build (`pnpm build`)" }];
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = await startApi(port, { DATABASE_URL: options.databaseUrl, WEB_DIST_DIR: webDist });
  const pid = api.process.pid ?? 0;
  const rows: Row[] = [];
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  try {
    for (const page of PAGES) {
      const cookie = await signIn(origin, page.email);
      const headers = { cookie, "x-time-zone": "UTC", "accept-encoding": "br" };
      // Only a page the server rendered counts (its data travels in #page-state); a page
      // that fell back to the app's shell would be a static file.
      const check = await fetch(`${origin}${page.path}`, { headers: { cookie } });
      if (!(await check.text()).includes('id="page-state"')) {
        rows.push({
          section,
          label: `${page.name} \`GET ${page.path}\``,
          note: `not rendered by the server (${check.status}): the app's shell was sent`,
        });
        continue;
      }
      const alone = await rendererAlone(
        origin,
        cookie,
        page.path,
        Math.max(100, 100 * options.seconds),
      );
      await load({
        origin,
        seconds: Math.min(2, options.seconds),
        requests: [{ path: page.path }],
        headers,
      });
      const { result, cpuMsPerRequest } = await loadWithCpu(pid, () =>
        load({ origin, seconds: options.seconds, requests: [{ path: page.path }], headers }),
      );
      const ofBaseline = options.baselineCpuMs
        ? `, ${(cpuMsPerRequest / options.baselineCpuMs).toFixed(1)}× the baseline's ${ms(options.baselineCpuMs)} a request`
        : "";
      rows.push({
        section,
        label: `${page.name} \`GET ${page.path}\`: CPU per page (process CPU time) — renderer alone / whole request`,
        note:
          `${ms(alone.cpuMsPerPage)} (${alone.callsPerPage} reads, ${alone.pages} pages) / ` +
          `${ms(cpuMsPerRequest)}${ofBaseline}`,
        goal: {
          ok: alone.cpuMsPerPage <= GOAL_CPU_MS,
          text: `renderer ≤ ${GOAL_CPU_MS} ms`,
        },
      });
      rows.push({
        section,
        label: `${page.name} \`GET ${page.path}\` (brotli): pages/s from one process`,
        result,
      });
    }
  } finally {
    await api.stop();
  }
  rows.push(...(await pagesFromTheMachine(options)));
  return rows;
}

/** Pages/s from two API processes behind HAProxy on this machine (scripts/cluster.mjs). */
async function pagesFromTheMachine(options: { databaseUrl: string; seconds: number }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const cluster = startCluster(port, { DATABASE_URL: options.databaseUrl, WEB_DIST_DIR: webDist });
  const rows: Row[] = [];
  try {
    await waitForHttp(`${origin}/api/health`, cluster);
    for (const page of PAGES) {
      const cookie = await signIn(origin, page.email);
      const headers = { cookie, "x-time-zone": "UTC", "accept-encoding": "br" };
      const request = { origin, requests: [{ path: page.path }], headers };
      await load({ ...request, seconds: Math.min(2, options.seconds) });
      const result = await load({ ...request, seconds: options.seconds });
      rows.push({
        section,
        label: `${page.name} \`GET ${page.path}\` (brotli): pages/s from the machine, two processes behind HAProxy`,
        result,
        goal: {
          ok: result.rps >= GOAL_PAGES_PER_SECOND,
          text: `≥ ${GOAL_PAGES_PER_SECOND} pages/s`,
        },
      });
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}
