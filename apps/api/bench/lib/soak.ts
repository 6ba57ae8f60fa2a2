import { randomUUID } from "node:crypto";
import type { Request as AutocannonRequest } from "autocannon";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { load } from "./load.js";
import { apiEntry, freePort, rssMb, startChild, waitForHttp, type Child } from "./processes.js";
import { signIn } from "./sign-in.js";
import type { Row } from "./table.js";

const DEMO_ACCOUNTS = ["alex", "sam", "jordan", "riley", "casey", "morgan"].map(
  (name) => `${name}@tandem.demo`,
);
const SECTION = "2 processes, 1 Postgres";

/**
 * Two API processes started at once on an empty database, behind the round-robin proxy
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
  const cluster = startChild(["scripts/cluster.mjs"], {
    PROCESSES: "2",
    API_ENTRY: apiEntry,
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    WEB_DIST_DIR: "",
    PUBLIC_URL: origin,
    API_NODE_ARGS: "--trace-gc",
  });
  const fullCollections = recordFullCollections(cluster);
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
    const rewards = (await (
      await fetch(`${origin}/api/rewards`, { headers: cookies[0]! })
    ).json()) as {
      id: number;
    }[];
    const json = { "content-type": "application/json" };
    const requests = [
      { path: "/trpc/user.me" },
      { path: "/trpc/quiz.today" },
      { path: "/trpc/rewards.list" },
      { path: `/trpc/user.me,quiz.today,rewards.list?batch=1&input=${encodeURIComponent("{}")}` },
      {
        method: "POST" as const,
        path: "/trpc/user.setLocation",
        headers: json,
        body: JSON.stringify({ location: "Lisbon, Portugal" }),
      },
      {
        method: "POST" as const,
        path: "/trpc/rewards.redeem",
        headers: json,
        body: JSON.stringify({ id: rewards[0]!.id }),
        setupRequest: (request: AutocannonRequest) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
        }),
      },
    ];

    const memory: number[][] = pids.map(() => []);
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => memory[i]!.push(rssMb(pid)));
    }, 1000);
    const loadStartedAt = Date.now();
    const result = await load({
      origin,
      seconds: options.seconds,
      requests,
      headers: { "x-time-zone": "UTC" },
      perConnection: cookies,
    });
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
    const warmedUpAt = loadStartedAt + (options.seconds * 1000) / 4;
    pids.forEach((pid, i) => {
      rows.push(memoryRow(i + 1, memory[i]!, fullCollections.of(pid, warmedUpAt)));
    });
    rows.push(await ledgerRow(options.databaseUrl));
  } finally {
    await cluster.stop();
  }
  return rows;
}

/** The live heap (MB) after each of a process's full collections, from V8's --trace-gc. */
function recordFullCollections(cluster: Child) {
  const seen: { pid: number; at: number; liveMb: number }[] = [];
  const fullGc =
    /^\[(\d+):0x[0-9a-f]+\]\s+[\d.]+ ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/;
  let partial = "";
  cluster.process.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const match = fullGc.exec(line);
      if (match) seen.push({ pid: Number(match[1]), at: Date.now(), liveMb: Number(match[2]) });
    }
  });
  return {
    of: (pid: number, since: number) =>
      seen.filter((c) => c.pid === pid && c.at >= since).map((c) => c.liveMb),
  };
}

/**
 * RSS follows V8's heap up and down (it rose by 2 to 3 MB a second under this load and fell by
 * 50 to 80 MB at each full collection, every 20 to 40 s), so two samples of it compare two
 * places on a sawtooth. What a leak grows is the heap that survives a full collection: flat =
 * the last full collection's live heap within 10% of the first one's after the warm-up quarter.
 */
function memoryRow(process: number, rss: number[], liveAfterFullGc: number[]): Row {
  const rssNote = `RSS ${Math.min(...rss).toFixed(0)} to ${Math.max(...rss).toFixed(0)} MB`;
  const label = `process ${process} memory (live heap after each full GC, after the first quarter)`;
  if (liveAfterFullGc.length < 2) {
    return {
      section: SECTION,
      label,
      note: `${liveAfterFullGc.length} full collections: too few to compare; ${rssNote}`,
    };
  }
  const first = liveAfterFullGc[0]!;
  const last = liveAfterFullGc.at(-1)!;
  const growth = (last - first) / first;
  return {
    section: SECTION,
    label,
    note: `${liveAfterFullGc.map((mb) => mb.toFixed(0)).join(" → ")} MB; ${rssNote}`,
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
