import { randomUUID } from "node:crypto";
import type { Request as AutocannonRequest } from "autocannon";
import { createDb } from "@tandem/db";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "kysely";
import { load, type LoadRequest } from "./load.js";
import { freePort, rssMb, startCluster, waitForHttp, type Child } from "./processes.js";
import { signIn } from "./sign-in.js";
import type { Row } from "./table.js";

export const DEMO_ACCOUNTS = ["alex", "sam", "jordan", "riley", "casey", "morgan"].map(
  (name) => `${name}@tandem.demo`,
);
const SECTION = "2 processes, 1 Postgres";

/**
 * Two API processes started at once on an empty database, behind HAProxy
 * (scripts/cluster.mjs), under a mix of reads, batches and writes (a location, redeeming a
 * reward) from six signed-in users for `seconds`. Reports throughput, 5xx, each process's
 * memory over time, and whether every balance still equals the sum of its ledger.
 */
export async function measureProcesses(options: {
  databaseUrl: string;
  seconds: number;
}): Promise<Row[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const cluster = startCluster(port, {
    DATABASE_URL: options.databaseUrl,
    API_NODE_ARGS: HEAP_PROBE_ARGS.join(" "),
  });
  const liveHeap = heapProbes(cluster);
  const rows: Row[] = [];
  try {
    await waitForHttp(`${origin}/api/health`, cluster);
    rows.push({
      section: SECTION,
      label: "both started at once on an empty database",
      note: `serving after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    });
    const pids = [...cluster.output().matchAll(/^api (\d+) (\d+)$/gm)].map((m) => Number(m[1]));
    const cookies = [];
    for (const email of DEMO_ACCOUNTS) cookies.push({ cookie: await signIn(origin, email) });
    const requests = await mixedLoadRequests(origin, cookies[0]!);

    const memory: number[][] = pids.map(() => []);
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => memory[i]!.push(rssMb(pid)));
    }, 1000);
    // The live heap of each process a quarter into the load and near its end.
    const probes = pids.map(() => [] as Promise<number>[]);
    const probeAt = (ms: number) =>
      setTimeout(() => pids.forEach((pid, i) => probes[i]!.push(liveHeap.of(pid))), ms);
    const timers = [
      probeAt((options.seconds * 1000) / 4),
      probeAt(options.seconds * 1000 - Math.min(3000, (options.seconds * 1000) / 8)),
    ];
    const result = await load({
      origin,
      seconds: options.seconds,
      requests,
      headers: { "x-time-zone": "UTC" },
      perConnection: cookies,
    });
    timers.forEach(clearTimeout);
    clearInterval(sampler);
    const fiveXx = Object.entries(result.statuses)
      .filter(([code]) => code.startsWith("5"))
      .reduce((sum, [, n]) => sum + n, 0);
    rows.push({
      section: SECTION,
      label: `mixed load through the proxy, ${options.seconds} s (reads, batches, writes)`,
      result,
      goal: { ok: fiveXx === 0 && result.errors === 0, text: `zero 5xx (${fiveXx})` },
    });
    for (const [i, samples] of memory.entries()) {
      rows.push(memoryRow(i + 1, samples, await Promise.all(probes[i]!)));
    }
    rows.push(await ledgerRow(options.databaseUrl));
  } finally {
    await cluster.stop();
  }
  return rows;
}

/**
 * The bench's mixed load: the home screen's three reads alone and batched, and two writes (a
 * location, redeeming the cheapest reward with a fresh Idempotency-Key each time).
 */
export async function mixedLoadRequests(
  origin: string,
  signedIn: Record<string, string>,
): Promise<LoadRequest[]> {
  const rewards = (await (await fetch(`${origin}/api/rewards`, { headers: signedIn })).json()) as {
    id: number;
  }[];
  const json = { "content-type": "application/json" };
  return [
    { path: "/trpc/user.me" },
    { path: "/trpc/quiz.today" },
    { path: "/trpc/rewards.list" },
    { path: `/trpc/user.me,quiz.today,rewards.list?batch=1&input=${encodeURIComponent("{}")}` },
    {
      method: "POST",
      path: "/trpc/user.setLocation",
      headers: json,
      body: JSON.stringify({ location: "Lisbon, Portugal" }),
    },
    {
      method: "POST",
      path: "/trpc/rewards.redeem",
      headers: json,
      body: JSON.stringify({ id: rewards[0]!.id }),
      setupRequest: (request: AutocannonRequest) => ({
        ...request,
        headers: { ...request.headers, "idempotency-key": randomUUID() },
      }),
    },
  ];
}

const heapProbe = fileURLToPath(new URL("./heap-probe.mjs", import.meta.url));
/** Node's options that let the bench ask a process for its live heap (`heapProbes`). */
export const HEAP_PROBE_ARGS = ["--expose-gc", `--import=${pathToFileURL(heapProbe).href}`];

/** Asks a process started with HEAP_PROBE_ARGS for its live heap (MB, after a full collection). */
export function heapProbes(cluster: Child) {
  const waiting = new Map<number, ((mb: number) => void)[]>();
  let partial = "";
  cluster.process.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const match = /^heap-probe (\d+) (\d+)$/.exec(line);
      if (match) waiting.get(Number(match[1]))?.shift()?.(Number(match[2]) / 2 ** 20);
    }
  });
  return {
    of: (pid: number) =>
      new Promise<number>((resolve) => {
        waiting.set(pid, [...(waiting.get(pid) ?? []), resolve]);
        process.kill(pid, "SIGUSR2");
        setTimeout(() => resolve(NaN), 10_000).unref();
      }),
  };
}

/**
 * RSS follows V8's heap up and down (under this load it rose by 2 to 3 MB a second and fell
 * by 50 to 80 MB at each full collection, every 20 to 40 s, or not at all in a minute), so two
 * samples of it compare two places on a sawtooth. What a leak grows is the heap that survives
 * a full collection: flat = near the end within 10% of a quarter in.
 */
function memoryRow(processNumber: number, rss: number[], [early, late]: number[]): Row {
  const label = `process ${processNumber} memory (live heap after a full GC, ¼ in and at the end)`;
  const note = `${early!.toFixed(1)} → ${late!.toFixed(1)} MB; RSS ${Math.min(...rss).toFixed(0)} to ${Math.max(...rss).toFixed(0)} MB`;
  const growth = (late! - early!) / early!;
  return {
    section: SECTION,
    label,
    note,
    goal: {
      ok: growth < 0.1,
      text: `flat (${growth >= 0 ? "+" : ""}${(100 * growth).toFixed(0)}%)`,
    },
  };
}

async function ledgerRow(url: string): Promise<Row> {
  const db = createDb({ connectionString: url, max: 1 });
  try {
    const { rows } = await sql<{ users: number; wrong: number; redeemed: number }>`
      SELECT count(*)::int AS users,
             count(*) FILTER (WHERE u.points <> coalesce(l.total, 0))::int AS wrong,
             (SELECT count(*) FROM redemptions)::int AS redeemed
      FROM users u
      LEFT JOIN (SELECT user_id, sum(delta) AS total FROM points_ledger GROUP BY user_id) l
        ON l.user_id = u.id
    `.execute(db);
    const { users, wrong, redeemed } = rows[0]!;
    return {
      section: SECTION,
      label: "ledger after the load",
      note: `${redeemed} redemptions; ${users - wrong} of ${users} balances = their ledger`,
      goal: { ok: wrong === 0, text: "intact" },
    };
  } finally {
    await db.destroy();
  }
}
