import { createHash } from "node:crypto";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { timed } from "./discover-data.js";

/** The session cookie of the bench's n-th person of a kind: its hash is what the table holds. */
export const dayCookie = (kind: "couple" | "single", n: number) =>
  `tandem_session=bench-day-${kind}-${n}`;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface DayPeople {
  /** Couples' people: 2 per couple, partners next to each other. */
  couplePeople: number;
  /** Singles with a session and a match to chat with (the first of Discover's singles). */
  singles: number;
  /** The match of the n-th single, with the (n ^ 1)-th: `matchIds[n]`. */
  matchIds: number[];
  /** A sign-in address per person: `day-couple-<n>@bench.test`, `day-single-<n>@bench.test`. */
  email: (kind: "couple" | "single", n: number) => string;
}

const email = (kind: "couple" | "single", n: number) => `day-${kind}-${n}@bench.test`;

/**
 * Adds the day's people to a Discover database (`discover-data.ts`): `couples` paired
 * couples with a session each; a photo for every single (stored in Postgres, the default
 * storage: the same small picture for all); a session, an address and a match for the first
 * `singles` of its singles. Made once: a
 * database that already holds them (table `bench_day_people`) is only cleaned of the last
 * run's answers, swipes, messages and rate-limit counters, so every run starts alike.
 */
export async function prepareDayPeople(
  url: string,
  options: { couples: number; singles: number; photo: Buffer },
): Promise<DayPeople> {
  const db = createDb({ connectionString: url, max: 2 });
  try {
    const made = await sql<{ couples: number; singles: number }>`
      SELECT couples, singles FROM bench_day_people`
      .execute(db)
      .then((r) => r.rows[0])
      .catch(() => undefined);
    if (made && (made.couples !== options.couples || made.singles !== options.singles)) {
      throw new Error(
        `this database holds the day's people of another size (${made.couples} couples, ${made.singles} singles): BENCH_RELOAD=1`,
      );
    }
    if (!made) await makePeople(db, options);
    await timed("the last run's traces cleared", async () => {
      const couples = sql`(SELECT id FROM users WHERE email LIKE 'day-couple-%')`;
      const singles = sql`(SELECT id FROM users WHERE email LIKE 'day-single-%')`;
      await sql`DELETE FROM points_ledger WHERE user_id IN ${couples}`.execute(db);
      await sql`DELETE FROM answers WHERE user_id IN ${couples}`.execute(db);
      await sql`UPDATE users SET points = 0 WHERE id IN ${couples}`.execute(db);
      await sql`DELETE FROM likes WHERE from_user_id IN ${singles}`.execute(db);
      await sql`DELETE FROM passes WHERE from_user_id IN ${singles}`.execute(db);
      await sql`DELETE FROM messages WHERE sender_id IN ${singles}`.execute(db);
      await sql`DELETE FROM rate_limits`.execute(db);
      await sql`VACUUM ANALYZE`.execute(db);
    });
    const matches = await sql<{ id: number }>`
      SELECT m.id FROM bench_day_singles s JOIN matches m ON m.user_a_id = least(s.id, s.partner)
        AND m.user_b_id = greatest(s.id, s.partner)
      ORDER BY s.n`.execute(db);
    return {
      couplePeople: options.couples * 2,
      singles: options.singles,
      matchIds: matches.rows.map((row) => row.id),
      email,
    };
  } finally {
    await db.destroy();
  }
}

async function makePeople(
  db: ReturnType<typeof createDb>,
  options: { couples: number; singles: number; photo: Buffer },
) {
  const couplePeople = options.couples * 2;
  await timed(`${options.couples.toLocaleString("en")} couples with sessions`, async () => {
    await sql`
      INSERT INTO users (email, first_name, user_type, time_zone)
      SELECT 'day-couple-' || n || '@bench.test', 'Partner ' || n, 'couple', 'UTC'
      FROM generate_series(0, ${couplePeople - 1}) n`.execute(db);
    await sql`
      WITH people AS (
        SELECT id, substring(email FROM 'day-couple-(\\d+)@')::int AS n
        FROM users WHERE email LIKE 'day-couple-%'
      ), pairs AS (
        SELECT a.id AS a_id, b.id AS b_id FROM people a JOIN people b ON b.n = a.n + 1 WHERE a.n % 2 = 0
      ), made AS (
        INSERT INTO couples (user_a_id, user_b_id) SELECT a_id, b_id FROM pairs
        RETURNING id, user_a_id, user_b_id
      )
      UPDATE users u SET couple_id = made.id FROM made
      WHERE u.id IN (made.user_a_id, made.user_b_id)`.execute(db);
  });
  await timed(
    `${options.singles.toLocaleString("en")} singles with a session and a match; photos`,
    async () => {
      await sql`
      CREATE TABLE bench_day_singles AS
      SELECT row_number() OVER (ORDER BY u.id) - 1 AS n, u.id, NULL::uuid AS partner
      FROM users u JOIN matching_profiles p ON p.user_id = u.id
      WHERE u.user_type = 'single' AND u.couple_id IS NULL
      ORDER BY u.id LIMIT ${options.singles}`.execute(db);
      await sql`UPDATE bench_day_singles s SET partner = o.id FROM bench_day_singles o WHERE o.n = (s.n # 1)`.execute(
        db,
      );
      // A first name: without one the app asks for it before any screen (the name step).
      await sql`UPDATE users u SET email = 'day-single-' || s.n || '@bench.test', time_zone = 'UTC',
        first_name = 'Single ' || s.n
      FROM bench_day_singles s WHERE u.id = s.id`.execute(db);
      await sql`
      INSERT INTO matches (user_a_id, user_b_id)
      SELECT least(id, partner), greatest(id, partner) FROM bench_day_singles
      WHERE n % 2 = 0 AND partner IS NOT NULL`.execute(db);
      await sql`
      WITH made AS (
        INSERT INTO photos (user_id, width, height)
        SELECT user_id, 600, 800 FROM matching_profiles
        RETURNING id
      )
      INSERT INTO storage_objects (key, content_type, bytes)
      SELECT made.id || '/' || size, 'image/webp', ${options.photo}
      FROM made CROSS JOIN (VALUES ('small'), ('large')) AS sizes(size)`.execute(db);
    },
  );
  await timed("sessions", async () => {
    const rows: { idHash: string; email: string }[] = [];
    for (let n = 0; n < couplePeople; n++)
      rows.push({
        idHash: hashOf(dayCookie("couple", n).split("=")[1]!),
        email: email("couple", n),
      });
    for (let n = 0; n < options.singles; n++)
      rows.push({
        idHash: hashOf(dayCookie("single", n).split("=")[1]!),
        email: email("single", n),
      });
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      await sql`
        INSERT INTO sessions (id_hash, user_id, expires_at)
        SELECT s.id_hash, u.id, now() + interval '30 days'
        FROM unnest(${chunk.map((r) => r.idHash)}::text[], ${chunk.map((r) => r.email)}::text[]) AS s(id_hash, email)
        JOIN users u ON u.email = s.email`.execute(db);
    }
  });
  await sql`CREATE TABLE bench_day_people AS SELECT ${options.couples}::int AS couples, ${options.singles}::int AS singles`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);
}
