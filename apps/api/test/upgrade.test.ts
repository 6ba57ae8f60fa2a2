// Upgrades keep every row (decision 322): a database filled through the API, taken back to an
// earlier schema by the migrations' own down steps, migrates to the newest and reads back
// through the API. And an older release on a newer schema (decision 321): it serves when
// every migration it lacks is an expansion, and refuses in words when one is not.
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Redemption } from "@tandem/api-contract";
import {
  buildSchema,
  migrateToLatest,
  migrations,
  NO_PREPARED_STATEMENTS,
  openDatabase,
  SchemaTooNewError,
  type Db,
} from "@tandem/db";
import { Migrator, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseOptions } from "../src/data-locations.js";
import { history, send } from "../src/services/chat/test-support.js";
import { everyRow, fillThroughTheApi, makeEngine, onPostgres, openApp } from "./filled-database.js";
import { call } from "./helpers.js";

/**
 * The schema the upgrade starts from: the previous release's last migration once there is
 * one (docs/operations.md, "Releasing"); until then the one before the newest expansions.
 */
const UPGRADE_FROM = "2026_11_27_0600_discover_by_gender_and_town";

const work = mkdtempSync(join(tmpdir(), "tandem-upgrade-test-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/**
 * Runs the down steps of every migration after `name`, newest first. Several statements in
 * one call go through Postgres only unprepared.
 */
async function migrateDownTo(where: DatabaseOptions, name: string) {
  const opened = await openDatabase(
    where.databaseUrl
      ? { databaseUrl: `${where.databaseUrl}?${NO_PREPARED_STATEMENTS}`, poolSize: 1 }
      : where,
  );
  try {
    const migrator = new Migrator({
      db: opened.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateTo(name);
    if (error)
      throw error instanceof Error ? error : new Error("A migration failed.", { cause: error });
    return await everyRow(opened.db);
  } finally {
    await opened.close();
  }
}

const rowCounts = (rows: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(rows).map(([table, all]) => [table, all.length]));

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

// Each engine once in CI: the embedded one in the default run, Postgres in the run with
// TEST_DATABASE_URL (on a database of its own, made beside that one).
const onPostgresRun = Boolean(process.env.TEST_DATABASE_URL);

describe.each([
  { engine: "embedded" as const, skip: onPostgresRun },
  { engine: "postgres" as const, skip: !onPostgres || !onPostgresRun },
])("on the $engine database", ({ engine, skip }) => {
  it.skipIf(skip)(
    "a database filled at an earlier schema migrates to the newest, every row kept and read back",
    async () => {
      const source = await makeEngine(engine, work);
      const photoDir = join(work, `photos-${engine}`);
      try {
        const filling = await openApp(source.where, photoDir);
        const people = await fillThroughTheApi(filling.t);
        await filling.close();
        const before = await migrateDownTo(source.where, UPGRADE_FROM);
        // A table left empty proves nothing about its rows: a new one must be filled.
        const empty = Object.entries(before).filter(([, rows]) => rows.length === 0);
        expect(empty.map(([table]) => table)).toEqual([]);

        const ran: string[] = [];
        const upgraded = await openApp(source.where, photoDir, {
          release: "0.0.0-test",
          onMigrated: ({ name, ms }) => {
            expect(ms).toBeGreaterThanOrEqual(0);
            ran.push(name);
          },
        });
        try {
          const { t } = upgraded;
          const later = Object.keys(migrations)
            .filter((name) => name > UPGRADE_FROM)
            .sort();
          expect(ran.sort()).toEqual(later);
          expect(await appliedMigrations(t.db)).toEqual(Object.keys(migrations).sort());
          // Every table of the earlier schema still holds every one of its rows.
          const after = rowCounts(await everyRow(t.db));
          for (const [table, count] of Object.entries(rowCounts(before)))
            expect(after[table], table).toBeGreaterThanOrEqual(count);

          const me = await call<{ id: string }>(t.app, "GET", "/api/auth/user", {
            user: people.a,
          });
          expect(me.body.id).toBe(people.a.id);
          const vouchers = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", {
            user: people.a,
          });
          expect(vouchers.body.map((v) => v.voucherCode)).toEqual([people.voucher]);
          const messages = await history(t, people.single, people.matchId);
          expect(messages).toHaveStatus(200);
          expect(JSON.stringify(messages.body)).toContain("Saturday at ten");
          const photo = await t.app.inject({
            method: "GET",
            url: people.photo.url,
            headers: { cookie: people.single.cookie },
          });
          expect(photo).toHaveStatus(200);
          expect(await send(t, people.single, people.matchId, "After the upgrade")).toHaveStatus(
            201,
          );
        } finally {
          await upgraded.close();
        }
      } finally {
        await source.cleanup();
      }
    },
    240_000,
  );

  it.skipIf(skip)(
    "an older release serves on a newer additive schema and refuses a contracted one, changing nothing",
    async () => {
      const source = await makeEngine(engine, work);
      try {
        const opened = await openDatabase(source.where);
        try {
          const { db } = opened;
          await migrateToLatest(db, { release: "1.0.0" });
          // What a newer release would leave: a column added, and its migration recorded.
          await sql`ALTER TABLE users ADD COLUMN newer_note text`.execute(db);
          await sql`INSERT INTO kysely_migration (name, timestamp)
            VALUES ('2099_01_01_0000_newer_expand', now())`.execute(db);
          await sql`INSERT INTO tandem_migration (name, kind, release)
            VALUES ('2099_01_01_0000_newer_expand', 'expand', '1.1.0')`.execute(db);
          expect(await migrateToLatest(db, { release: "1.0.0" })).toEqual([]);

          await sql`INSERT INTO kysely_migration (name, timestamp)
            VALUES ('2099_01_01_0100_newer_contract', now())`.execute(db);
          await sql`INSERT INTO tandem_migration (name, kind, release)
            VALUES ('2099_01_01_0100_newer_contract', 'contract', '1.2.0')`.execute(db);
          const before = await everyRow(db);
          const recordBefore = await sql`SELECT * FROM tandem_migration ORDER BY name`.execute(db);
          const refused = await migrateToLatest(db, { release: "1.0.0" }).catch((e: unknown) => e);
          expect(refused).toBeInstanceOf(SchemaTooNewError);
          expect((refused as Error).message).toMatch(
            /^This database was migrated by Tandem 1\.2\.0 and needs Tandem >= 1\.2\.0: run that version\./,
          );
          expect(await everyRow(db)).toEqual(before);
          expect(
            (await sql`SELECT * FROM tandem_migration ORDER BY name`.execute(db)).rows,
          ).toEqual(recordBefore.rows);

          // A migration with no record of its kind is not assumed to be additive.
          await sql`DELETE FROM kysely_migration WHERE name = '2099_01_01_0100_newer_contract'`.execute(
            db,
          );
          await sql`INSERT INTO kysely_migration (name, timestamp)
            VALUES ('2099_01_01_0200_unrecorded', now())`.execute(db);
          await expect(migrateToLatest(db)).rejects.toThrow(
            /migrated by a newer Tandem: it holds the migration 2099_01_01_0200_unrecorded/,
          );
        } finally {
          await opened.close();
        }
      } finally {
        await source.cleanup();
      }
    },
    120_000,
  );
});

describe("the build's schema", () => {
  it("is its newest migration's name", () => {
    expect(buildSchema()).toBe(Object.keys(migrations).sort().at(-1));
  });
});
