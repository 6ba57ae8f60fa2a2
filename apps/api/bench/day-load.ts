/**
 * How many daily people one machine serves: the busiest hour of a day of Tandem
 * (`lib/day-model.ts`), played against two API processes behind HAProxy on Postgres, as
 * production runs them, in steps of more daily people until a step fails (an error, or a p99
 * over 200 ms). Each step: visits arrive at random (Poisson) at the model's rate, each one a
 * person doing what people do with its think times; the live streams of the people whose app
 * is open but idle are held besides, so the open streams match the model. Prints a markdown
 * table per step (requests a second, errors, p50/p95/p99, streams, the CPU each part used)
 * and each kind of request's latency at the last step that held. With BENCH_DAY_REPLICA=true
 * the same again with a streaming replica for the lag-tolerant reads (`DATABASE_READ_URL`),
 * on a primary and replica of the bench's own (the machine's Postgres has no replication).
 * A script that prints numbers, never a pass/fail test.
 *
 *   cd apps/api && pnpm build && (cd ../web && pnpm build) && pnpm tsx bench/day-load.ts
 *
 *   BENCH_DAY_PEOPLE=100000,200000,300000,500000,750000,1000000   daily people per step
 *   BENCH_DAY_STEP_SECONDS=60      seconds per step (after 10 s of getting there)
 *   BENCH_DAY_SINGLES=100000       singles in the database (Discover's people)
 *   BENCH_DAY_COUPLES=20000        couples in the database, each with sessions
 *   BENCH_DAY_ACTIVE_SINGLES=20000 singles with a session, a photo and a match
 *   BENCH_DAY_REPLICA=true         also with a streaming replica (`only`: that alone)
 *   BENCH_DAY_MAX_STREAMS          streams held at most (default: what the open-files limit allows)
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   (database tandem_bench_day)
 *
 * Holding 20,000 streams needs as many open files: run it from a shell with `ulimit -n 65536`.
 */
import { readFileSync, readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import pg from "pg";
import sharp from "sharp";
import {
  DAY,
  coupleVisit,
  peakVisitsPerSecond,
  singleVisit,
  type Call,
  type Visitor,
} from "./lib/day-model.js";
import { dayCookie, prepareDayPeople, type DayPeople } from "./lib/day-people.js";
import { prepareDiscoverDatabase } from "./lib/discover-data.js";
import { percentile } from "./lib/load.js";
import { freePort, startCluster, waitForHttp, type Child } from "./lib/processes.js";
import { processCpuMs, webDist } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";
import { openSseClients, type SseClient } from "./lib/sse-clients.js";
import { postgresBinaries, startStreamingPair } from "../test/streaming-replica.js";

const steps = (process.env.BENCH_DAY_PEOPLE ?? "100000,200000,300000,500000,750000,1000000")
  .split(",")
  .map(Number);
const stepSeconds = Number(process.env.BENCH_DAY_STEP_SECONDS ?? 60);
const singles = Number(process.env.BENCH_DAY_SINGLES ?? 100_000);
const couples = Number(process.env.BENCH_DAY_COUPLES ?? 20_000);
const activeSingles = Number(process.env.BENCH_DAY_ACTIVE_SINGLES ?? 20_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const P99_GOAL_MS = 200;
const WARM_SECONDS = 10;
const log = (text: string) => process.stderr.write(`${text}\n`);

/**
 * The most streams this machine can hold through HAProxy: the proxy spends two open files on
 * each (the visitor's side and the process's), the bench one, all under the same limit.
 */
function streamCap(): number {
  const limits = readFileSync("/proc/self/limits", "utf8");
  const openFiles = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 1024);
  return Math.floor((openFiles - 2000) / 2);
}
const maxStreams = Number(process.env.BENCH_DAY_MAX_STREAMS ?? streamCap());

/** CPU ms used so far by the processes whose command line passes `test`. */
function cpuOf(test: (command: string, pid: number) => boolean): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (test(command, Number(entry))) total += processCpuMs(Number(entry)) || 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

interface StepResult {
  dailyPeople: number;
  visits: number;
  calls: Call[];
  streams: number;
  seconds: number;
  cpu: { api: number; postgres: number; haproxy: number; bench: number };
}

/** People take turns: the n-th visit of a kind is its (n mod pool)-th person. */
function visitors(origin: string, people: DayPeople, record: (call: Call) => void) {
  let nextCouple = 0;
  let nextSingle = 0;
  // The idle streams are held by the last people of each pool, the visits use the first.
  const visiting = (pool: number) => Math.max(1, Math.floor(pool / 2));
  return {
    couple: (): Visitor => ({
      origin,
      record,
      cookie: dayCookie("couple", nextCouple++ % visiting(people.couplePeople)),
    }),
    single: (): [Visitor, number | undefined] => {
      const n = nextSingle++ % visiting(people.singles);
      return [{ origin, record, cookie: dayCookie("single", n) }, people.matchIds[n]];
    },
    idleCookies: (count: number) =>
      Array.from({ length: count }, (_, i) =>
        i % 2 === 0
          ? dayCookie("couple", people.couplePeople - 1 - (i >> 1))
          : dayCookie("single", people.singles - 1 - (i >> 1)),
      ),
  };
}

async function runStep(
  origin: string,
  people: DayPeople,
  dailyPeople: number,
  apiPids: number[],
): Promise<StepResult> {
  const rate = peakVisitsPerSecond(dailyPeople);
  const calls: Call[] = [];
  let measuring = false;
  const record = (call: Call) => measuring && calls.push(call);
  const who = visitors(origin, people, record);
  // Streams of the people in a visit: visits a second x a visit's length; the rest idle.
  const wanted = Math.round(dailyPeople * DAY.streamsPerPerson);
  const inVisits = Math.round((rate.couple + rate.single) * DAY.visitSeconds);
  // The idle streams are held by the second half of each pool (`visitors`).
  const idlePeople = people.couplePeople / 2 + people.singles / 2 - 2;
  const idleCount = Math.max(0, Math.min(wanted, maxStreams, idlePeople) - inVisits);
  if (wanted > maxStreams)
    log(
      `  ${wanted.toLocaleString("en")} streams wanted, ${maxStreams.toLocaleString("en")} held at most: this machine's open-files limit`,
    );
  const opening = performance.now();
  const idle: SseClient[] = await openSseClients(origin, who.idleCookies(idleCount));
  log(
    `  ${idleCount.toLocaleString("en")} idle streams opened in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );

  const running = new Set<Promise<void>>();
  let visits = 0;
  let stop = false;
  const arrivals = (kind: "couple" | "single", perSecond: number) =>
    (async () => {
      while (!stop) {
        // Poisson arrivals: exponential gaps between visits.
        await new Promise((resolve) =>
          setTimeout(resolve, (-Math.log(1 - Math.random()) / perSecond) * 1000),
        );
        if (stop) break;
        const visit = (async () => {
          const signsIn = Math.random() < DAY.signInShare;
          if (kind === "couple") {
            const visitor = who.couple();
            if (signsIn)
              visitor.cookie = await timedSignIn(
                visitor,
                people.email("couple", (visits * 7) % people.couplePeople),
              );
            await coupleVisit(visitor);
          } else {
            const [visitor, matchId] = who.single();
            await singleVisit(visitor, matchId);
          }
        })();
        visits++;
        running.add(visit);
        void visit.finally(() => running.delete(visit));
      }
    })();
  const loops = [arrivals("couple", rate.couple), arrivals("single", rate.single)];
  await new Promise((resolve) => setTimeout(resolve, WARM_SECONDS * 1000));

  const cpuBefore = cpuNow(apiPids);
  const visitsBefore = visits;
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000));
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow(apiPids);
  const streams = idle.length + running.size;
  stop = true;
  await Promise.all(loops);
  await Promise.all(running);
  for (const client of idle) client.close();
  return {
    dailyPeople,
    visits: visits - visitsBefore,
    calls,
    streams,
    seconds,
    cpu: {
      api: cpuAfter.api - cpuBefore.api,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      haproxy: cpuAfter.haproxy - cpuBefore.haproxy,
      bench: cpuAfter.bench - cpuBefore.bench,
    },
  };
}

/** A visit that begins on the sign-in pages: four requests, timed as one. */
async function timedSignIn(visitor: Visitor, email: string): Promise<string> {
  const started = performance.now();
  try {
    const cookie = await signIn(visitor.origin, email);
    visitor.record({ kind: "sign-in (4 requests)", status: 200, ms: performance.now() - started });
    return cookie;
  } catch {
    visitor.record({ kind: "sign-in (4 requests)", status: 0, ms: performance.now() - started });
    return visitor.cookie;
  }
}

function cpuNow(apiPids: number[]) {
  const usage = process.cpuUsage();
  return {
    api: apiPids.reduce((sum, pid) => sum + (processCpuMs(pid) || 0), 0),
    postgres: cpuOf((command) => command.startsWith("postgres")),
    haproxy: cpuOf((command) => /^(\S*\/)?haproxy\0/.test(command)),
    bench: (usage.user + usage.system) / 1000,
  };
}

const isError = (call: Call) => call.status === 0 || call.status >= 500 || call.status === 429;
/** Refusals the model expects: a like or pass of someone already swiped in an earlier visit. */
const isRefusal = (call: Call) => !isError(call) && call.status >= 400;

function summary(step: StepResult) {
  const sorted = step.calls.map((c) => c.ms).sort((a, b) => a - b);
  const errors = step.calls.filter(isError).length;
  const p99 = percentile(sorted, 0.99);
  const share = (ms: number) => `${((ms / (step.seconds * 1000)) * 100).toFixed(0)}%`;
  return {
    ok: errors === 0 && p99 <= P99_GOAL_MS,
    row: `| ${step.dailyPeople.toLocaleString("en")} | ${(step.visits / step.seconds).toFixed(1)} | ${(step.calls.length / step.seconds).toFixed(0)} | ${errors} | ${step.calls.filter(isRefusal).length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} | ${p99.toFixed(1)} | ${step.streams.toLocaleString("en")} | ${share(step.cpu.api)} | ${share(step.cpu.postgres)} | ${share(step.cpu.haproxy)} | ${share(step.cpu.bench)} |`,
  };
}

function byKind(step: StepResult): string[] {
  const kinds = new Map<string, Call[]>();
  for (const c of step.calls) kinds.set(c.kind, [...(kinds.get(c.kind) ?? []), c]);
  const lines = [
    `| request (at ${step.dailyPeople.toLocaleString("en")} daily people) | per second | errors | 4xx | p50 ms | p99 ms |`,
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const [kind, list] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = list.map((c) => c.ms).sort((a, b) => a - b);
    lines.push(
      `| ${kind} | ${(list.length / step.seconds).toFixed(1)} | ${list.filter(isError).length} | ${list.filter(isRefusal).length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} |`,
    );
  }
  return lines;
}

async function ramp(
  label: string,
  env: Record<string, string>,
  people: DayPeople,
): Promise<string[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const cluster: Child = startCluster(port, {
    ...env,
    WEB_DIST_DIR: webDist,
    // Every visit comes from the bench's one address: the per-address sign-in limit would
    // count the whole town as one person.
    SIGN_IN_LINKS_PER_CLIENT: "1000000",
  });
  const lines = [
    `### ${label}`,
    "",
    "| daily people | visits/s | requests/s | errors | expected 4xx | p50 ms | p95 ms | p99 ms | open streams | CPU: API processes | Postgres | HAProxy | the bench |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  let lastHeld: StepResult | undefined;
  let firstFailed: StepResult | undefined;
  try {
    await waitForHttp(`${origin}/api/health/ready`, cluster);
    // The cluster names its processes once HAProxy is up, which may be after the first answer.
    while (!cluster.output().includes("cluster: ")) await new Promise((r) => setTimeout(r, 50));
    const apiPids = [...cluster.output().matchAll(/^api (\d+) (\d+)$/gm)].map((m) => Number(m[1]));
    for (const dailyPeople of steps) {
      log(
        `${label}: ${dailyPeople.toLocaleString("en")} daily people, load ${loadavg()[0]!.toFixed(2)}`,
      );
      const step = await runStep(origin, people, dailyPeople, apiPids);
      const { ok, row } = summary(step);
      lines.push(row);
      log(`  ${row}`);
      if (!ok) {
        firstFailed = step;
        break;
      }
      lastHeld = step;
    }
  } finally {
    await cluster.stop();
  }
  lines.push("");
  lines.push(
    lastHeld
      ? `Held: ${lastHeld.dailyPeople.toLocaleString("en")} daily people (zero errors, p99 ≤ ${P99_GOAL_MS} ms).`
      : "Held: none of the steps.",
  );
  if (lastHeld) lines.push("", ...byKind(lastHeld));
  if (firstFailed) lines.push("", ...byKind(firstFailed));
  return lines;
}

/**
 * After a load: a checkpoint on the primary, then the replica's replay caught up with it, so
 * the ramp does not share the machine with the load's aftermath (its WAL replayed, written
 * out).
 */
/**
 * The machine's cluster's settings the bench's pair takes, so the two compare: with
 * autovacuum on (the pair's default, off on the machine's), its workers took CPU from the
 * load on the same two cores.
 */
const PAIR_SETTINGS = ["autovacuum", "fsync", "synchronous_commit", "shared_buffers", "work_mem"];

/** `name=value` of each of `names` on the server at `url`. */
async function settingsOf(url: string, names: readonly string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      "SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)",
      [names],
    );
    // shared_buffers is counted in 8kB pages: the unit goes with the number.
    return rows.map(({ name, setting, unit }) =>
      unit && /^\d+kB$/.test(unit)
        ? `${name}=${Number(unit.slice(0, -2)) * Number(setting)}kB`
        : `${name}=${setting}`,
    );
  } finally {
    await client.end();
  }
}

async function settle(primaryUrl: string, replicaUrl: string) {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const replica = new pg.Client({ connectionString: replicaUrl });
  await primary.connect();
  await replica.connect();
  try {
    await primary.query("CHECKPOINT");
    const { rows } = await primary.query<{ lsn: string }>(
      "SELECT pg_current_wal_lsn()::text AS lsn",
    );
    for (;;) {
      const behind = await replica.query<{ bytes: string }>(
        "SELECT pg_wal_lsn_diff($1, pg_last_wal_replay_lsn())::text AS bytes",
        [rows[0]!.lsn],
      );
      if (Number(behind.rows[0]!.bytes) <= 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await replica.query("CHECKPOINT");
  } finally {
    await primary.end();
    await replica.end();
  }
}

async function main() {
  log(
    `day-shaped load: steps ${steps.join(", ")}; ${stepSeconds} s each; load ${loadavg().join(" ")}`,
  );
  // One portrait for everyone's photo: what a photo view costs does not depend on the picture.
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 140 } },
  })
    .webp()
    .toBuffer();
  const output: string[] = [];
  // Before each ramp: the data made once, then the last ramp's answers, swipes and messages cleared.
  const prepare = async (url: string, reload = process.env.BENCH_RELOAD === "1") => {
    const dbUrl = await prepareDiscoverDatabase({
      serverUrl: url,
      name: "tandem_bench_day",
      singles,
      viewerCount: 20,
      reload,
    });
    return {
      dbUrl,
      people: await prepareDayPeople(dbUrl, { couples, singles: activeSingles, photo }),
    };
  };
  const replica = process.env.BENCH_DAY_REPLICA ?? "false";
  if (replica !== "only") {
    const { dbUrl, people } = await prepare(serverUrl);
    output.push(...(await ramp("one Postgres (the machine's)", { DATABASE_URL: dbUrl }, people)));
  }
  if (replica === "true" || replica === "only") {
    const bin = postgresBinaries();
    if (!bin) throw new Error("a replica needs Postgres's server binaries (postgresql-15)");
    const pair = startStreamingPair({
      bin,
      primaryPort: 3561,
      replicaPort: 3562,
      settings: await settingsOf(serverUrl, PAIR_SETTINGS),
      logStatements: false,
    });
    try {
      const primaryServer = pair.primaryUrl.replace(/\/[^/]*$/, "/postgres");
      const primary = await prepare(primaryServer);
      const readUrl = primary.dbUrl.replace(":3561/", ":3562/");
      await settle(primary.dbUrl, readUrl);
      output.push(
        "",
        ...(await ramp(
          "a primary of the bench's own, without its replica",
          { DATABASE_URL: primary.dbUrl },
          primary.people,
        )),
      );
      await prepare(primaryServer, false);
      await settle(primary.dbUrl, readUrl);
      output.push(
        "",
        ...(await ramp(
          "the same primary with its streaming replica",
          { DATABASE_URL: primary.dbUrl, DATABASE_READ_URL: readUrl },
          primary.people,
        )),
      );
    } finally {
      pair.destroy();
    }
  }
  console.log(output.join("\n"));
  console.log(
    `\nThe model: ${JSON.stringify(DAY)}; streams held at most ${maxStreams.toLocaleString("en")}; ${singles.toLocaleString("en")} singles, ${couples.toLocaleString("en")} couples; steps of ${stepSeconds} s; load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}.`,
  );
}

await main();
