/**
 * Benchmark of the Insights tab's reads with 1,000,000 people and a year of activity.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres BENCH_PEOPLE=1000000 \
 *     pnpm tsx --conditions=@tandem/source bench/insights.ts
 *
 * Works in its own database, `tandem_bench_insights` or BENCH_DATABASE_NAME (created if missing, reloaded when it
 * holds fewer people than asked or BENCH_RELOAD=1), loads people, couples, completed quizzes
 * and their answers and points, singles' profiles, likes, matches and messages, waitlist
 * sign-ups, reports and a pooled reward's redemptions over the last 365 days with
 * generate_series; then times a zone's first rollup (90 days), an incremental run (today and
 * yesterday), and readInsights() for 7, 30 and 90 days. A script that prints numbers.
 */
import { performance } from "node:perf_hooks";
import type { SignedInContext } from "@tandem/api-contract";
import { createDb, migrateToLatest, type Db } from "@tandem/db";
import { sql } from "kysely";
import {
  addDays,
  mondayOf,
  readInsights,
  rollUpDays,
  rollUpFunnel,
  rollUpRetention,
  rollUpZone,
  runInsightsRollups,
} from "../src/services/insights/index.js";
import { ensureDatabase, timed } from "./lib/discover-data.js";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const people = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const calls = Number(process.env.BENCH_CALLS ?? 20);
const reload = process.env.BENCH_RELOAD === "1";
const databaseName = process.env.BENCH_DATABASE_NAME ?? "tandem_bench_insights";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function load(db: Db): Promise<void> {
  console.log(`Loading ${people.toLocaleString("en")} people and a year of activity...`);
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`.execute(db);
  await migrateToLatest(db);
  const year = sql`(random() * 365) * interval '1 day'`;
  await timed("people", () =>
    sql`
      INSERT INTO users (email, first_name, user_type, created_at)
      SELECT 'b' || g || '@bench.test', CASE WHEN g % 10 <> 0 THEN 'P' END,
        CASE WHEN g % 5 IN (0, 1) THEN 'couple' WHEN g % 5 IN (2, 3) THEN 'single' END,
        now() - ${year}
      FROM generate_series(1, ${people}) g
    `.execute(db),
  );
  await timed("couples", async () => {
    await sql`
      CREATE TEMP TABLE cp AS SELECT row_number() OVER (ORDER BY id) AS r, id, created_at
      FROM users WHERE user_type = 'couple'
    `.execute(db);
    await sql`
      INSERT INTO couples (user_a_id, user_b_id, created_at, ended_at)
      SELECT a.id, b.id, greatest(a.created_at, b.created_at) + interval '1 hour',
        CASE WHEN a.r % 20 = 1
          THEN least(now(), greatest(a.created_at, b.created_at) + interval '30 days') END
      FROM cp a JOIN cp b ON b.r = a.r + 1 WHERE a.r % 2 = 1
    `.execute(db);
  });
  await timed("completed quizzes, answers, points", async () => {
    await sql`
      INSERT INTO questions (key, text, options)
      VALUES ('bench', 'Bench?', '[{"text":"a","tags":[]}]')
      ON CONFLICT DO NOTHING
    `.execute(db);
    await sql`
      INSERT INTO daily_sets (couple_id, day, question_ids, created_at, completed_at)
      SELECT c.id, c.created_at::date + k, '{1}', c.created_at + k * interval '1 day',
        c.created_at::date + k + interval '12 hours'
      FROM couples c, generate_series(0, 7) k
      WHERE c.created_at::date + k < current_date AND (k < 2 OR hashtext(c.id::text) % 3 = 0)
    `.execute(db);
    await sql`
      INSERT INTO answers (user_id, daily_set_id, question_id, selected_option, tags,
        points_earned, created_at)
      SELECT v.u, ds.id, (SELECT min(id) FROM questions), 0, '{}', 10,
        ds.completed_at - interval '1 hour'
      FROM daily_sets ds JOIN couples c ON c.id = ds.couple_id
      CROSS JOIN LATERAL (VALUES (c.user_a_id), (c.user_b_id)) AS v(u)
    `.execute(db);
    await sql`
      INSERT INTO points_ledger (user_id, delta, reason, answer_id, created_at)
      SELECT user_id, 10, 'quiz_answer', id, created_at FROM answers
    `.execute(db);
  });
  await timed("singles: profiles, likes, matches, messages", async () => {
    await sql`INSERT INTO discovery_tag_sets (tags) VALUES ('{bench}') ON CONFLICT DO NOTHING`.execute(
      db,
    );
    await sql`
      CREATE TEMP TABLE sp AS SELECT row_number() OVER (ORDER BY id) AS r, id, created_at
      FROM users WHERE user_type = 'single'
    `.execute(db);
    await sql`
      INSERT INTO matching_profiles (user_id, nickname, gender, age_group, tag_set_id, created_at)
      SELECT id, 'S', 'female', '28-32',
        CASE WHEN r % 4 <> 0 THEN (SELECT min(id) FROM discovery_tag_sets) END,
        created_at + interval '1 hour'
      FROM sp WHERE r % 8 <> 0
    `.execute(db);
    await sql`
      INSERT INTO likes (from_user_id, to_user_id, created_at)
      SELECT a.id, b.id, greatest(a.created_at, b.created_at) + interval '2 hours'
      FROM sp a JOIN sp b ON b.r = a.r + 1 WHERE a.r % 4 IN (1, 2)
    `.execute(db);
    await sql`
      INSERT INTO matches (user_a_id, user_b_id, created_at)
      SELECT least(a.id, b.id), greatest(a.id, b.id),
        greatest(a.created_at, b.created_at) + interval '3 hours'
      FROM sp a JOIN sp b ON b.r = a.r + 1 WHERE a.r % 4 = 1
    `.execute(db);
    await sql`
      INSERT INTO messages (match_id, sender_id, body, created_at)
      SELECT m.id, CASE WHEN k % 2 = 0 THEN m.user_a_id ELSE m.user_b_id END, 'hi',
        least(now(), m.created_at + k * interval '9 hours')
      FROM matches m, generate_series(0, 9) k
    `.execute(db);
  });
  await timed("waitlist, reports, rewards", async () => {
    await sql`
      INSERT INTO waitlist_entries (email, created_at)
      SELECT 'w' || g || '@bench.test', now() - ${year} FROM generate_series(1, ${people / 10}) g
    `.execute(db);
    await sql`
      INSERT INTO reports (reporter_id, reported_id, reason, created_at)
      SELECT m.user_a_id, m.user_b_id, 'spam', m.created_at + interval '1 day'
      FROM matches m WHERE m.id % 50 = 0
    `.execute(db);
    await sql`
      INSERT INTO rewards (title, description, brand_name, points_cost)
      VALUES ('Bench coffee', 'A coffee', 'Bench Brand', 50)
    `.execute(db);
    await sql`
      INSERT INTO redemptions (user_id, reward_id, points_spent, voucher_code, created_at)
      SELECT c.user_a_id, (SELECT max(id) FROM rewards), 50, 'BENCH-' || c.id,
        c.created_at + interval '9 days'
      FROM couples c WHERE hashtext(c.id::text) % 10 = 0 AND c.created_at < now() - interval '9 days'
    `.execute(db);
    await sql`
      INSERT INTO points_ledger (user_id, delta, reason, redemption_id, created_at)
      SELECT user_id, -50, 'redemption', id, created_at FROM redemptions
    `.execute(db);
    await sql`
      INSERT INTO reward_codes (reward_id, code, claimed_at)
      SELECT (SELECT max(id) FROM rewards), 'POOL-' || g, CASE WHEN g <= 500 THEN now() END
      FROM generate_series(1, 1000) g
    `.execute(db);
  });
  await timed("analyze", () => sql`ANALYZE`.execute(db));
}

async function main() {
  const url = await ensureDatabase(serverUrl, databaseName);
  const db = createDb({ connectionString: url, max: 2 });
  try {
    await migrateToLatest(db);
    const have = await sql<{ n: string }>`SELECT count(*) AS n FROM users`.execute(db);
    if (reload || Number(have.rows[0]!.n) < people) await load(db);
    const stats = await sql`
      SELECT (SELECT count(*) FROM users)::int AS people, (SELECT count(*) FROM couples)::int AS couples,
        (SELECT count(*) FROM daily_sets)::int AS quizzes, (SELECT count(*) FROM answers)::int AS answers,
        (SELECT count(*) FROM likes)::int AS likes, (SELECT count(*) FROM matches)::int AS matches,
        (SELECT count(*) FROM messages)::int AS messages,
        (SELECT count(*) FROM points_ledger)::int AS ledger
    `.execute(db);
    console.log("Data:", stats.rows[0]);

    const admin = await db
      .insertInto("users")
      .values({ email: `bench-admin-${Date.now()}@bench.test`, role: "admin", timeZone: "UTC" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`DELETE FROM insights_rollups`.execute(db);
    await sql`DELETE FROM insights_time_zones`.execute(db);
    await sql`INSERT INTO insights_time_zones (time_zone) VALUES ('UTC')`.execute(db);
    await timed("first rollup of a zone (90 days, 12 cohort weeks)", () =>
      db.transaction().execute((db) => rollUpZone(db, "UTC", true, new Date())),
    );
    // The parts of a scheduler run, one by one.
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -1);
    const part = (work: (tx: Db) => Promise<void>) =>
      db.transaction().execute(async (db) => {
        await sql`SET LOCAL jit = off`.execute(db);
        await work(db);
      });
    await timed("  part: today and yesterday", () =>
      part((tx) => rollUpDays(tx, "UTC", from, today)),
    );
    await timed("  part: funnel, 90 days of sign-ups", () =>
      part((tx) => rollUpFunnel(tx, "UTC", addDays(today, -89), today)),
    );
    await timed("  part: retention, this week and last", () =>
      part((tx) =>
        rollUpRetention(tx, "UTC", addDays(mondayOf(today), -77), mondayOf(from), mondayOf(today)),
      ),
    );
    await timed("a scheduler run (today and yesterday, funnel, this week's retention)", () =>
      runInsightsRollups(db),
    );

    const ctx: SignedInContext = {
      viewer: { id: admin.id, role: "admin" },
      apiToken: {
        id: admin.id,
        name: "bench",
        scopes: ["insights:read"],
        createdById: admin.id,
        brandName: null,
      },
      sessionId: null,
      timeZone: null,
      language: "en",
      idempotencyKey: null,
      clientIp: "127.0.0.1",
      requestId: "bench",
    };
    for (const days of [7, 30, 90] as const) {
      await readInsights(db, ctx, { days, timeZone: "UTC" }); // warm-up
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const start = performance.now();
        await readInsights(db, ctx, { days, timeZone: "UTC" });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  read ${days} days: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${calls} calls)`,
      );
    }
    const rows = await sql<{ n: string }>`SELECT count(*) AS n FROM insights_rollups`.execute(db);
    console.log(`  rollup rows: ${rows.rows[0]!.n}`);
  } finally {
    await db.destroy();
  }
}

await main();
