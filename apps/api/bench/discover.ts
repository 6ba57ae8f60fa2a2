/**
 * Benchmark of GET /api/matching/discover's query with many singles.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres BENCH_SINGLES=1000000 npx tsx bench/discover.ts
 *
 * Works in its own database, `tandem_bench`, on that server (created if missing), loads
 * BENCH_SINGLES singles with random profiles and tag sets in SQL (skipped when that many are
 * already there, unless BENCH_RELOAD=1), then times discover() for random viewers and prints
 * the EXPLAIN ANALYZE of one call. A script that prints numbers, not a test.
 */
import { performance } from "node:perf_hooks";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { createDb, migrateToLatest, type Db } from "@tandem/db";
import { sql } from "kysely";
import { discover, discoverQuery } from "../src/services/matching/discover.js";

const BENCH_DB = "tandem_bench";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const singles = Number(process.env.BENCH_SINGLES ?? 1_000_000);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const viewerCount = Number(process.env.BENCH_VIEWERS ?? 200);
const reload = process.env.BENCH_RELOAD === "1";

/** How often each of a question's 4 answers is chosen: real answers are never uniform. */
const ANSWER_WEIGHTS = [0.4, 0.3, 0.2, 0.1];
const PAIRED_SHARE = 0.02;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function ensureDatabase(): Promise<string> {
  const admin = createDb({ connectionString: serverUrl, max: 1 });
  const exists = await sql<{
    one: number;
  }>`SELECT 1 AS one FROM pg_database WHERE datname = ${BENCH_DB}`.execute(admin);
  if (exists.rows.length === 0) await sql`CREATE DATABASE ${sql.id(BENCH_DB)}`.execute(admin);
  await admin.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function load(db: Db): Promise<void> {
  console.log(`Loading ${singles.toLocaleString("en")} singles...`);
  await sql`TRUNCATE users, discovery_tag_sets RESTART IDENTITY CASCADE`.execute(db);
  await sql`DROP TABLE IF EXISTS bench_combos, bench_viewers, bench_sample, bench_picks`.execute(
    db,
  );

  // Every combination of answers, numbered 0..4^5-1 in base 4 (digit i = answer to question i).
  const answerTags = DISCOVERY_QUIZ.map((q) => q.options.map((o) => o.tag));
  await timed("tag sets", async () => {
    await sql`
      CREATE TABLE bench_combos AS
      SELECT combo, ARRAY(
               SELECT t FROM (
                 SELECT (${answerTags}::text[][])[q + 1][((combo >> (2 * q)) & 3) + 1] AS t
                 FROM generate_series(0, 4) q
               ) chosen
               -- The service sorts by code unit, which is the "C" collation's order.
               ORDER BY t COLLATE "C"
             ) AS tags
      FROM generate_series(0, 1023) combo
    `.execute(db);
    await sql`INSERT INTO discovery_tag_sets (tags) SELECT tags FROM bench_combos ORDER BY combo`.execute(
      db,
    );
    await sql`ALTER TABLE bench_combos ADD COLUMN tag_set_id int`.execute(db);
    await sql`UPDATE bench_combos c SET tag_set_id = ts.id FROM discovery_tag_sets ts WHERE ts.tags = c.tags`.execute(
      db,
    );
    await sql`ALTER TABLE bench_combos ADD PRIMARY KEY (combo)`.execute(db);
  });

  // width_bucket(r, thresholds) = how many thresholds are <= r: the chosen answer, 0..3.
  const thresholds = ANSWER_WEIGHTS.slice(0, -1).map((_, i) =>
    ANSWER_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0),
  );
  const combo = sql.join(
    [0, 1, 2, 3, 4].map(
      (q) => sql`(width_bucket(random(), ${thresholds}::float8[]) << ${sql.lit(2 * q)})`,
    ),
    sql` | `,
  );
  await timed("users + profiles", async () => {
    await sql`
      WITH new_users AS (
        INSERT INTO users (user_type, profile_image_url, created_at)
        SELECT 'single',
               CASE WHEN g % 3 = 0 THEN NULL ELSE '/images/bench/' || g || '.jpg' END,
               now() - random() * interval '365 days'
        FROM generate_series(1, ${singles}) g
        RETURNING id
      ),
      numbered AS MATERIALIZED (
        SELECT id, row_number() OVER () AS g, ${combo} AS combo FROM new_users
      )
      INSERT INTO matching_profiles (user_id, nickname, gender, age_group, city, bio,
                                     instagram_handle, tag_set_id, last_active_at)
      SELECT n.id,
             'single' || n.g,
             (ARRAY['male', 'female', 'non-binary', 'prefer-not-to-say'])[1 + (n.g % 4)],
             (ARRAY['18-22', '23-27', '28-32', '33-37', '38-42', '43+'])[1 + (n.g % 6)],
             (ARRAY['London', 'Paris', 'Berlin', 'Madrid', 'Rome', 'Lisbon'])[1 + (n.g % 6)],
             'Bio of single ' || n.g,
             'single_' || n.g,
             c.tag_set_id,
             now() - random() * interval '60 days'
      FROM numbered n
      JOIN bench_combos c ON c.combo = n.combo
    `.execute(db);
  });

  await timed(`paired users (${PAIRED_SHARE * 100}%)`, async () => {
    await sql`
      WITH picked AS (
        SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users TABLESAMPLE BERNOULLI (${PAIRED_SHARE * 100})
      ),
      pairs AS (
        SELECT a.id AS a_id, b.id AS b_id FROM picked a JOIN picked b ON b.rn = a.rn + 1 WHERE a.rn % 2 = 1
      ),
      new_couples AS (
        INSERT INTO couples (user_a_id, user_b_id) SELECT a_id, b_id FROM pairs RETURNING id, user_a_id, user_b_id
      )
      UPDATE users u SET couple_id = c.id
      FROM new_couples c CROSS JOIN LATERAL (VALUES (c.user_a_id), (c.user_b_id)) AS member(id)
      WHERE u.id = member.id
    `.execute(db);
  });

  await timed(`likes, passes and blocks of ${viewerCount} viewers`, async () => {
    await sql`
      CREATE TABLE bench_viewers AS
      SELECT p.user_id, p.tag_set_id FROM matching_profiles p JOIN users u ON u.id = p.user_id
      WHERE u.couple_id IS NULL ORDER BY random() LIMIT ${viewerCount}
    `.execute(db);
    // The worst case for the index walk: each viewer already liked or passed the 100 most
    // recently active people of their own tag set, so discover must step over them.
    await sql`
      INSERT INTO likes (from_user_id, to_user_id)
      SELECT v.user_id, top.user_id FROM bench_viewers v
      CROSS JOIN LATERAL (
        SELECT p.user_id FROM matching_profiles p
        WHERE p.tag_set_id = v.tag_set_id AND p.user_id <> v.user_id
        ORDER BY p.last_active_at DESC LIMIT 60
      ) top
      ON CONFLICT DO NOTHING
    `.execute(db);
    await sql`
      INSERT INTO passes (from_user_id, to_user_id)
      SELECT v.user_id, top.user_id FROM bench_viewers v
      CROSS JOIN LATERAL (
        SELECT p.user_id FROM matching_profiles p
        WHERE p.tag_set_id = v.tag_set_id AND p.user_id <> v.user_id
        ORDER BY p.last_active_at DESC OFFSET 60 LIMIT 40
      ) top
      ON CONFLICT DO NOTHING
    `.execute(db);
    // Plus, each, 300 likes and 300 passes at random across everyone, 5 people blocked and
    // 5 people blocking them. The random picks are drawn in a select list (once per row).
    await sql`
      CREATE TABLE bench_sample AS
      SELECT user_id, row_number() OVER () AS rn FROM matching_profiles TABLESAMPLE BERNOULLI (10)
    `.execute(db);
    await sql`
      CREATE TABLE bench_picks AS
      SELECT v.user_id AS viewer_id, i, 1 + floor(random() * n.total)::int AS rn
      FROM bench_viewers v
      CROSS JOIN generate_series(1, 610) i
      CROSS JOIN (SELECT count(*) AS total FROM bench_sample) n
    `.execute(db);
    const picked = (from: number, to: number) => sql`
      SELECT p.viewer_id, s.user_id AS other_id
      FROM bench_picks p JOIN bench_sample s ON s.rn = p.rn
      WHERE p.i BETWEEN ${from} AND ${to} AND s.user_id <> p.viewer_id
    `;
    await sql`INSERT INTO likes (from_user_id, to_user_id) SELECT viewer_id, other_id FROM (${picked(1, 300)}) x ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`INSERT INTO passes (from_user_id, to_user_id) SELECT viewer_id, other_id FROM (${picked(301, 600)}) x ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`INSERT INTO blocks (blocker_id, blocked_id) SELECT viewer_id, other_id FROM (${picked(601, 605)}) x ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`INSERT INTO blocks (blocker_id, blocked_id) SELECT other_id, viewer_id FROM (${picked(606, 610)}) x ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`DROP TABLE bench_picks, bench_sample`.execute(db);
  });
  await timed("ANALYZE", () => sql`ANALYZE`.execute(db));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const url = await ensureDatabase();
  const db = createDb({ connectionString: url, max: 2 });
  try {
    await migrateToLatest(db);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM matching_profiles`.execute(db);
    const viewersReady = await sql<{
      n: number;
    }>`SELECT to_regclass('bench_viewers') IS NOT NULL AS n`.execute(db);
    if (reload || rows[0]!.n !== singles || !viewersReady.rows[0]!.n) await load(db);
    else
      console.log(
        `Reusing the ${singles.toLocaleString("en")} singles already loaded (BENCH_RELOAD=1 to reload).`,
      );

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
      const plan = await sql<{
        "QUERY PLAN": string;
      }>`EXPLAIN (ANALYZE, BUFFERS) ${discoverQuery(viewer.userId, viewer.tags)}`.execute(db);
      console.log(`\nEXPLAIN ANALYZE for ${label} (${viewer.userId}):`);
      for (const row of plan.rows) console.log(Object.values(row)[0]);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
