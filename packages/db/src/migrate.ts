import { Migrator, sql, type Migration } from "kysely";
import type { Db } from "./create-db.js";
import { migrations, type MigrationKind } from "./migrations/index.js";

/**
 * Our own record of each applied migration (decision 321): its kind, and the release that ran
 * it (or, for one applied before this record existed, the first release that recorded it).
 * Kysely's own table keeps only names, and an older release must know whether a migration it
 * lacks is one it can serve on.
 */
export const MIGRATION_RECORD_TABLE = "tandem_migration";

export interface MigrateOptions {
  /** The release running the migrations (its version), recorded with each one it applies. */
  release?: string;
  /** Told as each migration finishes, in the order they run. */
  onMigrated?: (ran: { name: string; kind: MigrationKind; ms: number }) => void;
}

/**
 * The database holds a contracting migration this build does not know: the schema has moved
 * on past what this release's code reads and writes. Nothing was changed.
 */
export class SchemaTooNewError extends Error {
  readonly code = "SCHEMA_TOO_NEW";
  constructor(
    readonly migration: string,
    /** The release that recorded `migration`, when known: the oldest one this refusal names. */
    readonly neededRelease: string | null,
  ) {
    super(
      neededRelease
        ? `This database was migrated by Tandem ${neededRelease} and needs Tandem >= ${neededRelease}: run that version. ` +
            `(This release does not know its migration ${migration}, which is not additive.) Nothing was changed.`
        : `This database was migrated by a newer Tandem: it holds the migration ${migration}, which this release does not know ` +
            "and which is not recorded as additive. Run the release that applied it, or a later one. Nothing was changed.",
    );
    this.name = "SchemaTooNewError";
  }
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass(${name}) IS NOT NULL AS present`.execute(db);
  return rows[0]?.present ?? false;
}

async function appliedNames(db: Db): Promise<string[]> {
  if (!(await tableExists(db, "kysely_migration"))) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((r) => r.name);
}

async function recordsOf(
  db: Db,
  names: string[],
): Promise<Map<string, { kind: string; release: string | null }>> {
  const found = new Map<string, { kind: string; release: string | null }>();
  if (names.length === 0 || !(await tableExists(db, MIGRATION_RECORD_TABLE))) return found;
  const { rows } = await sql<{ name: string; kind: string; release: string | null }>`
    SELECT name, kind, release FROM ${sql.table(MIGRATION_RECORD_TABLE)}
    WHERE name IN (${sql.join(names)})`.execute(db);
  for (const row of rows) found.set(row.name, { kind: row.kind, release: row.release });
  return found;
}

/**
 * Applies every pending migration and records each one's kind; throws with the failing
 * migration's error. A database that holds migrations this build does not know (a newer
 * release migrated it) is served when every one of them is an expansion, and refused with a
 * SchemaTooNewError, before anything changes, when one is not (decision 321).
 */
export async function migrateToLatest(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const applied = await appliedNames(db);
  const unknown = applied.filter((name) => !(name in migrations)).sort();
  const records = await recordsOf(db, unknown);
  const blocking = unknown.find((name) => records.get(name)?.kind !== "expand");
  if (blocking) throw new SchemaTooNewError(blocking, records.get(blocking)?.release ?? null);

  // Unknown applied migrations are stand-ins that never run: Kysely checks only their names.
  const provided: Record<string, Migration> = {};
  for (const name of unknown) provided[name] = { up: async () => {} };
  for (const [name, migration] of Object.entries(migrations)) {
    provided[name] = {
      async up(db) {
        const started = performance.now();
        await migration.up(db);
        options.onMigrated?.({
          name,
          kind: migration.kind,
          ms: Math.round(performance.now() - started),
        });
      },
      ...(migration.down ? { down: (db) => migration.down!(db) } : {}),
    };
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => provided },
    // Branches land in any order: a migration named before one already applied (parallel
    // work merged later) still runs, rather than the start failing as "corrupted".
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error)
    throw error instanceof Error ? error : new Error("A migration failed.", { cause: error });
  await recordKinds(db, options.release ?? null);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Every known migration's kind, recorded once (a re-run or an older release adds nothing). */
async function recordKinds(db: Db, release: string | null): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.table(MIGRATION_RECORD_TABLE)} (
      name text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('expand', 'contract')),
      release text,
      recorded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  const rows = Object.entries(migrations).map(
    ([name, migration]) => sql`(${name}, ${migration.kind}, ${release})`,
  );
  await sql`
    INSERT INTO ${sql.table(MIGRATION_RECORD_TABLE)} (name, kind, release)
    VALUES ${sql.join(rows)} ON CONFLICT (name) DO NOTHING`.execute(db);
}

/** The schema this build migrates to: its last migration's name (decision 320). */
export const buildSchema = (): string => Object.keys(migrations).sort().at(-1) ?? "";
