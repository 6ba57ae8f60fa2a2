import { Migrator, sql } from "kysely";
import type { Db } from "./create-db.js";
import { MIGRATION_RECORD_TABLE } from "./migrate.js";
import { migrations } from "./migrations/index.js";

/** One table's rows as JSON lines (`row_to_json`), read in one snapshot with the others. */
export interface TableDump {
  name: string;
  rows: number;
  /** One JSON object per line. */
  jsonLines: string;
}

/** Everything in the database's `public` schema that a restore needs (decision 290). */
export interface LogicalDump {
  /** The migrations applied, by name; the last in name order is the schema version. */
  migrations: string[];
  tables: TableDump[];
  sequences: { name: string; lastValue: number; isCalled: boolean }[];
}

// Migration bookkeeping (tandem_migration: see migrate.ts) is remade by the next migration run.
const MIGRATION_TABLES = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  MIGRATION_RECORD_TABLE,
]);
/** Where a restore builds the database before it replaces `public` in one statement. */
export const RESTORE_SCHEMA = "tandem_restore";

/** The migrations this build knows, in the order they apply. */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();

export const schemaVersionOf = (applied: readonly string[]): string =>
  [...applied].sort().at(-1) ?? "";

async function tablesOf(db: Db, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p') ORDER BY 1`.execute(db);
  return rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
}

/**
 * Reads the whole database in one snapshot (REPEATABLE READ on Postgres; the embedded
 * database runs one transaction at a time), so every balance matches its ledger in the dump
 * however many writes run meanwhile.
 */
export async function dumpDatabase(
  db: Db,
  /** Called after each table is read; tests write between tables through it. */
  afterTable?: (name: string) => Promise<void>,
): Promise<LogicalDump> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (db) => {
      const applied = await sql<{
        name: string;
      }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      const tables: TableDump[] = [];
      for (const name of await tablesOf(db, "public")) {
        const { rows } = await sql<{ j: string }>`
          SELECT row_to_json(t)::text AS j FROM ${sql.table(name)} t ORDER BY ctid`.execute(db);
        tables.push({ name, rows: rows.length, jsonLines: rows.map((r) => r.j).join("\n") });
        await afterTable?.(name);
      }
      const { rows: sequenceNames } = await sql<{ name: string }>`
        SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`.execute(db);
      const sequences: LogicalDump["sequences"] = [];
      for (const { name } of sequenceNames) {
        const { rows } = await sql<{ last: string | number; called: boolean }>`
          SELECT last_value AS last, is_called AS called FROM ${sql.table(name)}`.execute(db);
        const row = rows[0];
        if (row) sequences.push({ name, lastValue: Number(row.last), isCalled: row.called });
      }
      return { migrations: applied.rows.map((r) => r.name), tables, sequences };
    });
}

/** Rows in `users`, or 0 when the database has no tables yet: what "empty" means to a restore. */
export async function accountsIn(db: Db): Promise<number> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass('public.users') IS NOT NULL AS present`.execute(db);
  if (!rows[0]?.present) return 0;
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM public.users`.execute(db);
  return counted.rows[0]?.n ?? 0;
}

const BATCH_ROWS = 2000;

/**
 * Loads `dump` in place of the database's `public` schema. `db`'s connections must search
 * RESTORE_SCHEMA first (see `restoreConnectionString`): the schema is built there by the
 * migrations up to the dump's version, filled, migrated to this build's latest, and only then
 * swapped for `public` in one transaction. A failure before the swap leaves `public` as it was.
 */
export async function loadDump(db: Db, dump: LogicalDump): Promise<{ leftOut: string[] }> {
  const { rows } = await sql<{
    path: string;
  }>`SELECT current_setting('search_path') AS path`.execute(db);
  if (!rows[0]?.path.startsWith(RESTORE_SCHEMA))
    throw new Error(`loadDump needs a connection whose search_path starts with ${RESTORE_SCHEMA}.`);
  await sql`DROP SCHEMA IF EXISTS ${sql.id(RESTORE_SCHEMA)} CASCADE`.execute(db);
  await sql`CREATE SCHEMA ${sql.id(RESTORE_SCHEMA)}`.execute(db);
  // Kysely finds its own tables by name in any schema unless told which one.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    migrationTableSchema: RESTORE_SCHEMA,
  });
  const migrate = async (to?: string) => {
    const { error } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
    if (error)
      throw error instanceof Error ? error : new Error("A migration failed.", { cause: error });
  };
  await migrate(schemaVersionOf(dump.migrations));

  const qualified = (table: string) => sql.table(`${RESTORE_SCHEMA}.${table}`);
  const leftOut: string[] = [];
  await db.transaction().execute(async (db) => {
    const made = new Set(await tablesOf(db, RESTORE_SCHEMA));
    // Foreign keys come off while the rows go in (they form cycles: users and couples name
    // each other) and go back on after, which checks every row against them.
    const { rows: keys } = await sql<{ tbl: string; name: string; def: string }>`
      SELECT c.relname AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = ${RESTORE_SCHEMA}`.execute(db);
    for (const key of keys)
      await sql`ALTER TABLE ${qualified(key.tbl)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
    // Rows the migrations themselves inserted (a catalogue) come back from the dump instead.
    for (const table of await tablesOf(db, RESTORE_SCHEMA))
      await sql`DELETE FROM ${qualified(table)}`.execute(db);
    for (const table of dump.tables) {
      // A table no migration made (someone's own) has nowhere to go.
      if (!made.has(table.name)) leftOut.push(table.name);
      if (!table.jsonLines || !made.has(table.name)) continue;
      const lines = table.jsonLines.split("\n");
      // The dump's own columns: a column it lacks takes its default, never a NULL.
      const columns = Object.keys(JSON.parse(lines[0] ?? "{}") as object).map((c) => sql.id(c));
      const list = sql.join(columns);
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = `[${lines.slice(start, start + BATCH_ROWS).join(",")}]`;
        await sql`INSERT INTO ${qualified(table.name)} (${list})
          SELECT ${list} FROM json_populate_recordset(NULL::${qualified(table.name)}, ${batch}::json)`.execute(
          db,
        );
      }
    }
    const { rows: sequences } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${RESTORE_SCHEMA} AND c.relkind = 'S'`.execute(db);
    const known = new Set(sequences.map((row) => row.name));
    for (const sequence of dump.sequences.filter((each) => known.has(each.name)))
      await sql`SELECT setval(${`${RESTORE_SCHEMA}.${sequence.name}`}::regclass, ${sequence.lastValue}, ${sequence.isCalled})`.execute(
        db,
      );
    for (const key of keys)
      await sql`ALTER TABLE ${qualified(key.tbl)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.def)}`.execute(
        db,
      );
  });
  await migrate();
  await db.transaction().execute(async (db) => {
    await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(db);
    await sql`ALTER SCHEMA ${sql.id(RESTORE_SCHEMA)} RENAME TO public`.execute(db);
  });
  return { leftOut };
}

/** `url` with RESTORE_SCHEMA first on every connection's search_path (for loadDump). */
export function restoreConnectionString(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${RESTORE_SCHEMA}`);
  return parsed.toString();
}
