/**
 * Benchmark of GET /api/matching/discover's query with many singles.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres BENCH_SINGLES=1000000 pnpm tsx bench/discover.ts
 *
 * Works in its own database, `tandem_bench`, on that server (created if missing), loads
 * BENCH_SINGLES singles with random profiles and tag sets in SQL (skipped when that many are
 * already there, unless BENCH_RELOAD=1), then times discover() for random viewers and prints
 * the EXPLAIN ANALYZE of one call's walk statement (recorded as sent: lib/recorded-statements.ts). A script that prints numbers, not a test.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { discover } from "../src/services/matching/index.js";
import { prepareDiscoverDatabase } from "./lib/discover-data.js";
import { explain, recordingDb, statementWith } from "./lib/recorded-statements.js";

const BENCH_DB = process.env.BENCH_DISCOVER_DB ?? "tandem_bench";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const singles = Number(process.env.BENCH_SINGLES ?? 1_000_000);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const viewerCount = Number(process.env.BENCH_VIEWERS ?? 200);
const reload = process.env.BENCH_RELOAD === "1";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const url = await prepareDiscoverDatabase({
    serverUrl,
    name: BENCH_DB,
    singles,
    viewerCount,
    reload,
  });
  const { db, take } = recordingDb(url, 2);
  try {
    const stats = await sql<{
      profiles: number;
      tagSets: number;
      likes: number;
      passes: number;
      blocks: number;
      paired: number;
    }>`
      SELECT (SELECT count(*) FROM matching_profiles)::int AS profiles,
             (SELECT count(DISTINCT tag_set_id) FROM matching_profiles)::int AS tag_sets,
             (SELECT count(*) FROM likes)::int AS likes,
             (SELECT count(*) FROM passes)::int AS passes,
             (SELECT count(*) FROM blocks)::int AS blocks,
             (SELECT count(*) FROM users WHERE couple_id IS NOT NULL)::int AS paired
    `.execute(db);
    console.log("Data:", stats.rows[0]);

    const viewers = (
      await sql<{ userId: string; tags: string[] }>`
        SELECT v.user_id, ts.tags FROM bench_viewers v JOIN discovery_tag_sets ts ON ts.id = v.tag_set_id
      `.execute(db)
    ).rows;
    // Warm-up, so the numbers are of a server in use rather than of a cold cache.
    for (const viewer of viewers.slice(0, 20)) await discover(db, viewer.userId);

    const timings: number[] = [];
    let shown = 0;
    for (let i = 0; i < calls; i++) {
      const viewer = viewers[Math.floor(Math.random() * viewers.length)]!;
      const start = performance.now();
      const page = await discover(db, viewer.userId);
      timings.push(performance.now() - start);
      shown += page.length;
    }
    timings.sort((a, b) => a - b);
    const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
    console.log(
      `\ndiscover() x ${calls} (random viewers of ${viewers.length}), ${singles.toLocaleString("en")} singles:` +
        `\n  p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms` +
        `  p99 ${percentile(timings, 99).toFixed(1)} ms  max ${timings.at(-1)!.toFixed(1)} ms  mean ${mean.toFixed(1)} ms` +
        `\n  ${(shown / calls).toFixed(1)} candidates per page on average`,
    );

    // The viewer in the rarest tag set has the fewest perfect matches: the deepest walk.
    const rarest = await sql<{ userId: string; tags: string[]; members: number }>`
      SELECT v.user_id, ts.tags, (SELECT count(*) FROM matching_profiles p WHERE p.tag_set_id = v.tag_set_id)::int AS members
      FROM bench_viewers v JOIN discovery_tag_sets ts ON ts.id = v.tag_set_id ORDER BY members LIMIT 1
    `.execute(db);
    const typical = viewers[0]!;
    for (const [label, viewer] of [
      ["a random viewer", typical],
      ["the viewer in the rarest tag set", rarest.rows[0]!],
    ] as const) {
      // The walk statement of one real call, explained as it was sent.
      take();
      await discover(db, viewer.userId);
      const walk = statementWith(take(), "walk AS (");
      const plan = await explain<{ "QUERY PLAN": string }>(db, walk, "ANALYZE, BUFFERS");
      console.log(`\nEXPLAIN ANALYZE for ${label} (${viewer.userId}):`);
      for (const row of plan) console.log(Object.values(row)[0]);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
