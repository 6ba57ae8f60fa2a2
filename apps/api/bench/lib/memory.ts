import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load, type LoadResult } from "./load.js";
import { apiDir, freePort, startApi, type Child } from "./processes.js";
import { signIn } from "./sign-in.js";
import { DEMO_ACCOUNTS, mixedLoadRequests } from "./soak.js";
import type { Row } from "./table.js";

export interface MemoryGoals {
  /** Highest RSS allowed at idle after a start, in MB (none: reported only). */
  idle?: number;
  /** Highest RSS allowed under the mixed load, in MB. */
  loaded: number;
}

const SAMPLE_MS = 250;
const IDLE_MS = 5_000;

/** VmRSS and VmHWM (the highest RSS so far) of a process, in MB, from /proc (Linux). */
function residentMb(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * One API process as `npm start` runs it (production build, demo data, the web build's pages
 * when there is one) on a new database: its resident memory at idle after the start, then
 * its highest under the bench's mixed load (soak.ts) from the six demo users for `seconds`.
 * RSS is what the operating system gives the process, read from /proc every 250 ms; unlike
 * time, it hardly moves with what else runs on the machine.
 */
export async function measureMemory(options: {
  section: string;
  env: Record<string, string>;
  seconds: number;
  goals: MemoryGoals;
}): Promise<Row[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const webDist = join(apiDir, "../web/dist");
  const api: Child = await startApi(port, {
    ...(existsSync(join(webDist, "index.html")) ? { WEB_DIST_DIR: webDist } : {}),
    ...options.env,
  });
  const pid = api.process.pid ?? 0;
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = residentMb(pid);
    const cookies = [];
    for (const email of DEMO_ACCOUNTS) cookies.push({ cookie: await signIn(origin, email) });
    const requests = await mixedLoadRequests(origin, cookies[0]!);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMb(pid).rss), SAMPLE_MS);
    const result = await load({
      origin,
      seconds: options.seconds,
      requests,
      headers: { "x-time-zone": "UTC" },
      perConnection: cookies,
    });
    clearInterval(sampler);
    const highest = Math.max(...samples.filter(Number.isFinite));
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    return [
      {
        section: options.section,
        label: "process memory (RSS) at idle after its start on a new database",
        note: `${mb(idle.rss)} (highest while starting: ${mb(idle.peak)})`,
        ...(options.goals.idle
          ? { goal: { ok: idle.rss <= options.goals.idle, text: `≤ ${options.goals.idle} MB` } }
          : {}),
      },
      {
        section: options.section,
        label: `process memory (RSS, highest) under the mixed load, ${options.seconds} s`,
        note: `${mb(highest)} (at the end ${mb(samples.at(-1) ?? NaN)}; ${result.rps.toFixed(0)} req/s, ${fiveXx(result)} × 5xx)`,
        goal: { ok: highest <= options.goals.loaded, text: `≤ ${options.goals.loaded} MB` },
      },
    ];
  } finally {
    await api.stop();
  }
}

const fiveXx = (result: LoadResult) =>
  Object.entries(result.statuses)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, result.errors);
