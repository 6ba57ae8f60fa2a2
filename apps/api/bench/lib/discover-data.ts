import { performance } from "node:perf_hooks";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { createDb, migrateToLatest, type Db } from "@tandem/db";
import { sql } from "kysely";

/** How often each of a question's 4 answers is chosen: real answers are never uniform. */
const ANSWER_WEIGHTS = [0.4, 0.3, 0.2, 0.1];
const PAIRED_SHARE = 0.02;

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** `name` on the server of `serverUrl` (created if missing); returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = createDb({ connectionString: serverUrl, max: 1 });
  const exists = await sql<{
    one: number;
  }>`SELECT 1 AS one FROM pg_database WHERE datname = ${name}`.execute(admin);
  if (exists.rows.length === 0) await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function load(db: Db, singles: number, viewerCount: number): Promise<void> {
  console.log(`Loading ${singles.toLocaleString("en")} singles...`);
  // A fresh schema (the bench owns this database). TRUNCATE ... CASCADE would reach the
  // moderation audit log, which refuses it (append-only, docs/privacy.md).
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`.execute(db);
  await migrateToLatest(db);
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
      INSERT INTO matching_profiles (user_id, nickname, gender, age_group, birth_date, city, bio,
                                     instagram_handle, tag_set_id, last_active_at)
      SELECT n.id,
             'single' || n.g,
             (ARRAY['male', 'female', 'non-binary', 'prefer-not-to-say'])[1 + (n.g % 4)],
             -- 18 to 57 years old (decision 271), and the group of that age.
             (ARRAY['18-22', '23-27', '28-32', '33-37', '38-42', '43+'])[1 + least(5, (n.g % 40) / 5)],
             (current_date - make_interval(years => 18 + (n.g % 40)::int, days => (n.g % 365)::int))::date,
             -- Not n.g % 6: each town has people of every age.
             (ARRAY['London', 'Paris', 'Berlin', 'Madrid', 'Rome', 'Lisbon'])[1 + ((n.g / 6) % 6)],
             'Bio of single ' || n.g,
             'single_' || n.g,
             c.tag_set_id,
             now() - random() * interval '60 days'
      FROM numbered n
      JOIN bench_combos c ON c.combo = n.combo
    `.execute(db);
  });

  await timed("preferences", () => setPreferences(db));

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

/**
 * Everyone's preferences (decision 120), drawn as people choose them: half want the other
 * gender (the rest everyone), 60% an age range 5 years either side of theirs (the rest any
 * age), 40% anywhere, 30% their own town, 30% within 100 km. Towns are placed at their centres.
 */
async function setPreferences(db: Db): Promise<void> {
  await sql`
    WITH chosen AS (
      SELECT user_id, gender, city, random() AS who, random() AS age, random() AS far,
             extract(year FROM age(current_date, birth_date))::int AS years
      FROM matching_profiles
    )
    UPDATE matching_profiles p SET
      place_id = t.id, place_latitude = t.lat, place_longitude = t.lon,
      show_me = CASE WHEN c.who < 0.5 THEN
                  CASE c.gender WHEN 'male' THEN 'women' WHEN 'female' THEN 'men' ELSE 'everyone' END
                ELSE 'everyone' END,
      age_min = CASE WHEN c.age < 0.6 THEN greatest(18, c.years - 5) ELSE 18 END,
      age_max = CASE WHEN c.age < 0.6 THEN least(99, c.years + 5) ELSE 99 END,
      distance = CASE WHEN c.far < 0.4 THEN 'anywhere' WHEN c.far < 0.7 THEN 'same-city' ELSE 'within' END,
      distance_km = CASE WHEN c.far >= 0.7 THEN 100 END,
      preferences_confirmed_at = now()
    FROM chosen c
    JOIN (VALUES (1, 'London', 51.5074, -0.1278), (2, 'Paris', 48.8566, 2.3522),
                 (3, 'Berlin', 52.52, 13.405), (4, 'Madrid', 40.4168, -3.7038),
                 (5, 'Rome', 41.9028, 12.4964), (6, 'Lisbon', 38.7223, -9.1393)) AS t(id, name, lat, lon)
      ON t.name = c.city
    WHERE p.user_id = c.user_id
  `.execute(db);
  await sql`VACUUM ANALYZE matching_profiles`.execute(db);
}

/**
 * `singles` singles and `viewerCount` viewers with likes, passes and blocks in the database
 * `name` (created and migrated if missing; loaded again only when it holds another number of
 * singles, or when `reload`). Returns the database's URL.
 */
export async function prepareDiscoverDatabase(options: {
  serverUrl: string;
  name: string;
  singles: number;
  viewerCount: number;
  reload?: boolean;
}): Promise<string> {
  const url = await ensureDatabase(options.serverUrl, options.name);
  const db = createDb({ connectionString: url, max: 2 });
  try {
    await migrateToLatest(db);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM matching_profiles`.execute(db);
    const viewersReady = await sql<{
      n: boolean;
    }>`SELECT to_regclass('bench_viewers') IS NOT NULL AS n`.execute(db);
    if (options.reload || rows[0]!.n !== options.singles || !viewersReady.rows[0]!.n) {
      await load(db, options.singles, options.viewerCount);
    } else {
      console.log(
        `Reusing the ${options.singles.toLocaleString("en")} singles already in ${options.name} (BENCH_RELOAD=1 to reload).`,
      );
      // An earlier run's calls count against the viewers' discover limit (120 in 10 min),
      // and a migration since may have built an index that no VACUUM has marked visible.
      await sql`DELETE FROM rate_limits`.execute(db);
      await sql`VACUUM ANALYZE`.execute(db);
    }
  } finally {
    await db.destroy();
  }
  return url;
}
