import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { createSession, SESSION_COOKIE } from "../../src/auth/sessions.js";
import { prepareDiscoverDatabase } from "./discover-data.js";
import { postgresCpuByPid, postgresCpuSince } from "./postgres.js";
import { load, type LoadResult } from "./load.js";
import { startApi } from "./processes.js";
import { processCpuMs } from "./rendered-pages.js";

const VIEWERS = 20;

/** Requests per second per viewer in the paced measure: someone swiping fast. */
export const VIEWER_RATE = 2;

/** CPU spent per answered request, in ms: the API process and the database's Postgres backends. */
export interface DiscoverCpu {
  apiMs: number;
  postgresMs: number;
}

/**
 * Discover over HTTP with `singles` singles: 20 connections, each signed in as another of
 * the loaded viewers (who have likes, passes and blocks), on `GET /trpc/matching.discover`.
 * `paced`: 20 viewers each asking VIEWER_RATE times a second (the latency people see);
 * `saturated`: each asking again as soon as answered (the most the machine serves).
 */
export async function measureDiscover(options: {
  serverUrl: string;
  prefix: string;
  singles: number;
  seconds: number;
  port: number;
  saturated: boolean;
}): Promise<{ paced: LoadResult; pacedCpu: DiscoverCpu; saturated?: LoadResult }> {
  const label =
    options.singles >= 1_000_000 ? `${options.singles / 1_000_000}m` : `${options.singles / 1000}k`;
  const database = `${options.prefix}_discover_${label}`;
  const url = await prepareDiscoverDatabase({
    serverUrl: options.serverUrl,
    name: database,
    singles: options.singles,
    viewerCount: 200,
  });
  const db = createDb({ connectionString: url, max: 2 });
  const cookies: Record<string, string>[] = [];
  try {
    const { rows } = await sql<{ userId: string }>`
      SELECT user_id FROM bench_viewers ORDER BY user_id LIMIT ${VIEWERS}
    `.execute(db);
    for (const { userId } of rows) {
      const { token } = await createSession(db, userId);
      cookies.push({ cookie: `${SESSION_COOKIE}=${token}` });
    }
  } finally {
    await db.destroy();
  }
  const api = await startApi(options.port, { DATABASE_URL: url, DEMO_DATA: "false" });
  try {
    const common = {
      origin: `http://127.0.0.1:${options.port}`,
      connections: VIEWERS,
      requests: [{ path: "/trpc/matching.discover" }],
      headers: { "x-time-zone": "UTC" },
      perConnection: cookies,
    };
    await load({ ...common, seconds: Math.min(2, options.seconds) });
    // CPU, not time, is what a busy machine leaves comparable between two builds.
    const apiBefore = processCpuMs(api.process.pid ?? 0);
    const postgresBefore = postgresCpuByPid(database);
    const paced = await load({ ...common, seconds: options.seconds, connectionRate: VIEWER_RATE });
    const pacedCpu = {
      apiMs: (processCpuMs(api.process.pid ?? 0) - apiBefore) / paced.total,
      postgresMs: postgresCpuSince(database, postgresBefore) / paced.total,
    };
    if (!options.saturated) return { paced, pacedCpu };
    return { paced, pacedCpu, saturated: await load({ ...common, seconds: options.seconds }) };
  } finally {
    await api.stop();
  }
}
