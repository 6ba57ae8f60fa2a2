import type { Db } from "@tandem/db";
import { sql } from "kysely";

/** Keys of the advisory locks Tandem takes (one number per kind of work). */
export const LOCKS = {
  /** Migrating and seeding at start: one process at a time, the others wait. */
  startup: 7_160_001,
  /** Deleting expired rows: one process at a time, the others skip. */
  housekeeping: 7_160_002,
  /** Sending the daily quiz reminders: one process at a time, the others skip. */
  reminders: 7_160_013,
  /** Bringing the Insights rollups up to date: one process at a time, the others skip. */
  insights: 7_160_021,
} as const;

/**
 * Runs `work` while holding the session-level advisory lock `key`: processes starting at
 * once on one database take turns, so migrations run once and the others find them done.
 * `work` gets the locked connection's Kysely and must use only it.
 */
export async function whileLocked<T>(
  db: Db,
  key: number,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Runs `work` in a transaction if no other process holds the advisory lock `key`, else
 * skips it (returns undefined): work that one process at a time is enough for.
 */
export async function ifNotRunningElsewhere<T>(
  db: Db,
  key: number,
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (db) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${key}) AS locked
    `.execute(db);
    return rows[0]?.locked ? work(db) : undefined;
  });
}
