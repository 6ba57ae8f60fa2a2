import { performance } from "node:perf_hooks";
import { createDb, type Db } from "@tandem/db";
import { sql } from "kysely";
import pg from "pg";
import { LIVE_EVENTS_CHANNEL, publishEvent } from "../../src/services/events/index.js";
import { load, loadInTurns, percentile, type LoadResult } from "./load.js";
import { freePort, rssMb, startApi } from "./processes.js";
import { resetDatabase } from "./postgres.js";
import { signIn } from "./sign-in.js";
import { HEAP_PROBE_ARGS, heapProbes } from "./soak.js";
import { openSseClients, type SseClient } from "./sse-clients.js";
import type { Row } from "./table.js";

/** The bench table's section for live streams (and the chat between processes). */
export const STREAMS_SECTION = "live streams, Postgres";
const READS = ["/trpc/user.me", "/trpc/quiz.today", "/trpc/rewards.list"];
const EVENTS_PER_SECOND = 20;
const SESSION_TOKEN = (i: number) => `bench-stream-person-${i}`;

/**
 * `people` people, each signing in once, on one API process on Postgres, each holding one
 * live stream (a bare SSE client: `sse-clients.ts`). Measures what the streams cost the
 * process (RSS and live heap after a full collection, before and after opening them), how
 * long an event published for one person or a couple takes to reach their streams, and the
 * signed-in reads' latency on it against a second process alike that holds no stream.
 */
export async function measureStreams(options: {
  serverUrl: string;
  prefix: string;
  people: number;
  seconds: number;
}): Promise<Row[]> {
  const url = await resetDatabase(options.serverUrl, `${options.prefix}_streams`);
  const ports = [await freePort(), await freePort()];
  const [origin, quietOrigin] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  // Two processes alike on one database: one holds the streams, the other none, and the reads
  // go to each in turns, so that the machine's drift falls on both.
  const api = await startApi(ports[0]!, { DATABASE_URL: url }, HEAP_PROBE_ARGS);
  const quiet = await startApi(ports[1]!, { DATABASE_URL: url });
  const db = createDb({ connectionString: url, max: 4 });
  const rows: Row[] = [];
  let clients: SseClient[] = [];
  try {
    const ids = await createPeople(db, options.people);
    const reader = { cookie: await signIn(origin, "alex@tandem.demo"), "x-time-zone": "UTC" };
    const readRequests = READS.map((path) => ({ path }));
    const reads = async () => {
      const [quiet, busy] = await loadInTurns(
        { seconds: options.seconds, headers: reader },
        [quietOrigin, origin].map((server) => ({ origin: server, requests: readRequests })),
      );
      return [quiet!, busy!] as const;
    };
    for (const warm of [origin, quietOrigin]) {
      await load({
        origin: warm,
        seconds: 1,
        requests: READS.map((path) => ({ path })),
        headers: reader,
      });
    }
    const heap = heapProbes(api);
    const probe = async () => {
      const live = await heap.of(api.process.pid ?? 0);
      return { heap: live, rss: rssMb(api.process.pid ?? 0) };
    };
    const before = await probe();

    const opening = performance.now();
    clients = await openSseClients(
      origin,
      ids.map((_, i) => `tandem_session=${SESSION_TOKEN(i)}`),
    );
    const openSeconds = (performance.now() - opening) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await probe();
    const n = options.people.toLocaleString("en");
    const perStream = (mb: number) => ((mb * 1024) / options.people).toFixed(1);
    const kbPerStream = ((after.rss - before.rss) * 1024) / options.people;
    rows.push({
      section: STREAMS_SECTION,
      label: `${n} streams held by ${n} people on one process: memory per stream`,
      note: `${kbPerStream.toFixed(1)} KB (RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB; live heap ${perStream(after.heap - before.heap)} KB a stream; opened in ${openSeconds.toFixed(1)} s)`,
      goal: { ok: kbPerStream <= 30, text: "≤ 30 KB" },
    });

    const {
      streams: fanOut,
      notified,
      delivered,
    } = await measureFanOut(db, url, ids, clients, options.seconds);
    rows.push(
      {
        section: STREAMS_SECTION,
        label: `an event for one person or a couple: publish → their streams, ${EVENTS_PER_SECOND}/s`,
        result: fanOut,
        goal: { ok: fanOut.p99 <= 100, text: `p99 ≤ 100 ms` },
      },
      {
        section: STREAMS_SECTION,
        label:
          "the same events, publish → their NOTIFY at a listener of the bench's own (Postgres)",
        result: notified,
      },
      {
        section: STREAMS_SECTION,
        label: "the same events, NOTIFY → their streams (the API process's part)",
        result: delivered,
      },
    );

    const [readsQuiet, readsWith] = await reads();
    const worse = readsWith.p99 / readsQuiet.p99;
    rows.push(
      {
        section: STREAMS_SECTION,
        label:
          "signed-in reads (`user.me`, `quiz.today`, `rewards.list`) on a process holding no stream",
        result: readsQuiet,
      },
      {
        section: STREAMS_SECTION,
        label: `the same reads, in turns, on the process holding the ${n} streams`,
        result: readsWith,
        goal: {
          ok: worse <= 1.2,
          text: `p99 ≤ 120% of the other's (${(100 * worse).toFixed(0)}%)`,
        },
      },
    );
  } finally {
    clients.forEach((client) => client.close());
    await db.destroy();
    await Promise.all([api.stop(), quiet.stop()]);
  }
  return rows;
}

/** `count` users, each with a session whose cookie is `SESSION_TOKEN(i)`. */
async function createPeople(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    WITH people AS (
      INSERT INTO users (email, first_name, user_type)
      SELECT 'stream-' || i || '@bench.test', 'Person ' || i, 'couple'
      FROM generate_series(0, ${count - 1}) AS i
      RETURNING id, email
    ), sessions AS (
      INSERT INTO sessions (id_hash, user_id, expires_at)
      SELECT encode(sha256(convert_to('bench-stream-person-' || split_part(substr(email, 8), '@', 1), 'UTF8')), 'hex'),
             id, now() + interval '1 day'
      FROM people
    )
    SELECT id FROM people ORDER BY split_part(substr(email, 8), '@', 1)::int
  `.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Publishes `partner-redeemed` events, `EVENTS_PER_SECOND` for `seconds`, each to a random
 * person, or every other one to two people (a couple), and times each from the start of its
 * publishing transaction to its arrival at every recipient's stream. A LISTEN connection of
 * the bench's own notes when Postgres delivers each event's NOTIFY, which splits that time
 * in two: publish → NOTIFY (the transaction and Postgres) and NOTIFY → streams (the API
 * process: its one read for the person, the write to their streams).
 */
async function measureFanOut(
  db: Db,
  url: string,
  ids: string[],
  clients: SseClient[],
  seconds: number,
): Promise<{ streams: LoadResult; notified: LoadResult; delivered: LoadResult }> {
  const events = new Map<string, { started: number; notifiedAt?: number; left: number }>();
  const byPayload = new Map<string, string>();
  const latencies = {
    streams: [] as number[],
    notified: [] as number[],
    delivered: [] as number[],
  };
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  listener.on("notification", ({ payload }) => {
    const at = performance.now();
    const marker = byPayload.get(payload ?? "");
    const event = marker ? events.get(marker) : undefined;
    if (!event || event.notifiedAt !== undefined) return;
    event.notifiedAt = at;
    latencies.notified.push(at - event.started);
  });
  await listener.query(`LISTEN "${LIVE_EVENTS_CHANNEL}"`);
  clients.forEach((client) => {
    client.onData = (data, at) => {
      const marker = /"rewardTitle":"(fanout-\d+)"/.exec(data)?.[1];
      const event = marker ? events.get(marker) : undefined;
      if (!event || event.left === 0) return;
      latencies.streams.push(at - event.started);
      if (event.notifiedAt !== undefined) latencies.delivered.push(at - event.notifiedAt);
      event.left--;
    };
  });
  const count = Math.max(10, Math.round(seconds * EVENTS_PER_SECOND));
  const started = performance.now();
  for (let k = 0; k < count; k++) {
    const first = Math.floor(Math.random() * ids.length);
    const recipients = (k % 2 === 0 ? [first] : [first, first ^ 1].filter((i) => i < ids.length))
      .map((i) => ids[i]!)
      .sort();
    const marker = `fanout-${k}`;
    // The NOTIFY's payload: the recipients' ids, sorted, comma-separated (publish.ts).
    byPayload.set(recipients.join(","), marker);
    events.set(marker, { started: performance.now(), left: recipients.length });
    await publishEvent(db, recipients, { type: "partner-redeemed", rewardTitle: marker });
    const due = started + ((k + 1) * 1000) / EVENTS_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  const deadline = performance.now() + 10_000;
  const waiting = () => [...events.values()].filter((event) => event.left > 0).length;
  while (waiting() > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await listener.end();
  const rps = count / ((performance.now() - started) / 1000);
  const unnotified = [...events.values()].filter((event) => event.notifiedAt === undefined).length;
  return {
    streams: percentiles(latencies.streams, rps, waiting()),
    notified: percentiles(latencies.notified, rps, unnotified),
    delivered: percentiles(latencies.delivered, rps, waiting()),
  };
}

function percentiles(latencies: number[], rps: number, lost: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    rps,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: latencies.length,
    statuses: lost ? { lost } : {},
    errors: 0,
  };
}
