import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import type { Redemption } from "@tandem/api-contract";
import { createDb, openDatabase, type OpenedDatabase } from "@tandem/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { history, send } from "../src/services/chat/test-support.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import { readBackup, writeBackup, type WrittenBackup } from "../src/services/backup/backup-file.js";
import { serveBackupRequests } from "../src/services/backup/control-socket.js";
import { restoreBackup } from "../src/services/backup/restore.js";
import { packTar, unpackTar } from "../src/services/backup/tar.js";
import {
  everyRow,
  fillThroughTheApi,
  makeEngine as makeEngineIn,
  onPostgres,
  openApp,
  photoFiles,
  type Engine,
  type FilledPeople,
} from "./filled-database.js";
import { call, createUser, type TestUser } from "./helpers.js";

// Backups made and restored on a database of their own per engine (not the run's shared one):
// a restore replaces everything in its target.
const work = mkdtempSync(join(tmpdir(), "tandem-backup-test-"));
const makeEngine = (name: Engine["name"]) => makeEngineIn(name, work);

const OPENING_POINTS = 1000;
const REWARD_COST = 7;

/** Points minus the opening grant equal the ledger's sum, for each of `users`. */
async function balancesMatchLedgers(db: OpenedDatabase["db"], users: TestUser[]) {
  for (const user of users) {
    const { points } = await db
      .selectFrom("users")
      .select("points")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const ledger = await db
      .selectFrom("pointsLedger")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), eb.lit(0)).as("sum"))
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(points, `user ${user.id}`).toBe(OPENING_POINTS + Number(ledger.sum));
  }
}

/** Rewrites a backup's manifest (its checksums still right): a file a newer Tandem could write. */
async function withManifest(file: string, change: (manifest: Record<string, unknown>) => void) {
  const entries = unpackTar(await promisify(gunzip)(await readFile(file)));
  const manifest = JSON.parse(entries[0]!.data.toString("utf8")) as Record<string, unknown>;
  change(manifest);
  entries[0] = { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) };
  const out = join(work, `changed-${randomUUID().slice(0, 8)}.tar.gz`);
  await writeFile(out, await promisify(gzip)(packTar(entries)));
  return out;
}

/** One of the API's commands (src/cli/<name>.ts) run as `npm run` runs it, in a process of its own. */
function command(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      join(import.meta.dirname, "../node_modules/.bin/tsx"),
      ["--conditions=@tandem/source", join(import.meta.dirname, `../src/cli/${name}.ts`), ...args],
      { env: { ...process.env, ...env, LOG_LEVEL: "silent" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.each([
  { engine: "embedded" as const, skip: false },
  { engine: "postgres" as const, skip: !onPostgres },
])("a backup of the $engine database", ({ engine, skip }) => {
  const photoDir = join(work, `photos-${engine}`);
  let source: Engine;
  let app: Awaited<ReturnType<typeof openApp>>;
  let backup: WrittenBackup;
  let before: Record<string, string[]>;
  let photosBefore: Record<string, string>;
  const people = {} as FilledPeople;

  beforeAll(async () => {
    if (skip) return;
    source = await makeEngine(engine);
    app = await openApp(source.where, photoDir);
    const { t } = app;
    Object.assign(people, await fillThroughTheApi(t));
    before = await everyRow(t.db);
    photosBefore = await photoFiles(photoDir);
    backup = await writeBackup({
      db: t.db,
      engine,
      outDir: join(work, `backups-${engine}`),
      photoDir,
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await source?.cleanup();
  });

  it.skipIf(skip)("is one named file that holds every table and photo", async () => {
    expect(backup.path).toMatch(/tandem-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(backup.bytes).toBeGreaterThan(1000);
    expect(Object.keys(photosBefore).length).toBeGreaterThanOrEqual(2); // large and thumbnail
    const { manifest } = await readBackup(backup.path);
    expect(manifest.engine).toBe(engine);
    expect(manifest.photos.map((p) => p.file).sort()).toEqual(
      Object.keys(photosBefore)
        .map((key) => `photos/${key}`)
        .sort(),
    );
    // Two conversations (one of them reported) and their four messages (fillThroughTheApi).
    expect(before.matches).toHaveLength(2);
    expect(before.messages).toHaveLength(4);
    expect(before.redemptions).toHaveLength(1);
    for (const table of manifest.tables) expect(table.rows).toBe(before[table.name]?.length);
  });

  it.skipIf(skip || engine !== "embedded")(
    "while the server holds the folder, npm run backup asks it and admin:grant is refused",
    async () => {
      const dataDir = source.where.dataDir!;
      const served = await serveBackupRequests(dataDir, (outDir) =>
        writeBackup({ db: app.t.db, engine, outDir: outDir ?? join(work, "asked"), photoDir }),
      );
      try {
        const env = { DATA_DIR: dataDir, BACKUP_DIR: join(work, "asked") };
        const backedUp = await command("backup", [], env);
        expect(backedUp.code, backedUp.stderr).toBe(0);
        expect(backedUp.stdout).toMatch(
          new RegExp(
            `${join(work, "asked")}/tandem-backup-[0-9TZ-]+\\.tar\\.gz \\([0-9.]+ KB; [0-9,]+ rows, \\d+ photo files`,
          ),
        );
        const granted = await command("grant-admin", ["someone@example.test"], env);
        expect(granted.code).toBe(1);
        expect(granted.stderr).toContain(
          `The embedded database in ${dataDir} is in use by process ${process.pid}`,
        );
      } finally {
        await served.close();
      }
    },
    120_000,
  );

  it.skipIf(skip)(
    "restores, after a wipe, every row and photo, and the app serves them to the old sessions",
    async () => {
      await app.close();
      // The wipe: the database and the photo folder gone.
      if (source.where.databaseUrl) {
        const db = createDb({ connectionString: source.where.databaseUrl, max: 1 });
        await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`.execute(db);
        await db.destroy();
      } else await rm(source.where.dataDir!, { recursive: true, force: true });
      await rm(photoDir, { recursive: true, force: true });

      const restored = await restoreBackup({
        file: backup.path,
        where: source.where,
        photoDir,
        force: false,
      });
      expect(restored.rows).toBe(backup.rows);

      app = await openApp(source.where, photoDir);
      const { t } = app;
      expect(await everyRow(t.db)).toEqual(before);
      expect(await photoFiles(photoDir)).toEqual(photosBefore);
      const vouchers = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", {
        user: people.a,
      });
      expect(vouchers.body.map((v) => v.voucherCode)).toEqual([people.voucher]);
      const messages = await history(t, people.single, people.matchId);
      expect(messages).toHaveStatus(200);
      expect(JSON.stringify(messages.body)).toContain("Saturday at ten");
      const served = await t.app.inject({
        method: "GET",
        url: people.photo.url,
        headers: { cookie: people.single.cookie },
      });
      expect(served).toHaveStatus(200);
      // New rows after the restore take new ids (the sequences came back too).
      expect(await send(t, people.single, people.matchId, "After the restore")).toHaveStatus(201);
    },
    180_000,
  );

  it.skipIf(skip)(
    "refuses, changing nothing: a cut, foreign or newer file, or a full target",
    async () => {
      await app.close();
      const target = { file: "", where: source.where, photoDir, force: false };
      const expectRefused = async (file: string, force: boolean, words: RegExp) => {
        await expect(restoreBackup({ ...target, file, force })).rejects.toThrow(words);
      };
      const full = await readFile(backup.path);
      const cut = join(work, "cut.tar.gz");
      await writeFile(cut, full.subarray(0, Math.floor(full.length / 2)));
      const foreign = join(work, "foreign.tar.gz");
      await writeFile(
        foreign,
        await promisify(gzip)(packTar([{ name: "notes.txt", data: Buffer.from("hi") }])),
      );
      const text = join(work, "text.txt");
      await writeFile(text, "not a backup at all\n");
      const newerFormat = await withManifest(backup.path, (m) => (m.formatVersion = 99));
      const newerSchema = await withManifest(backup.path, (m) => {
        m.migrations = [...(m.migrations as string[]), "2099_01_01_0000_from_the_future"];
        m.schemaVersion = "2099_01_01_0000_from_the_future";
      });
      const damaged = await withManifest(backup.path, (m) => {
        (m.tables as { sha256: string }[])[0]!.sha256 = "0".repeat(64);
      });

      const current = await openApp(source.where, photoDir);
      const rowsBefore = await everyRow(current.opened.db);
      await current.close();
      const photosNow = await photoFiles(photoDir);

      await expectRefused(
        cut,
        true,
        /not a Tandem backup, or it is cut short.*Nothing was changed/,
      );
      await expectRefused(text, true, /not a Tandem backup, or it is cut short/);
      await expectRefused(foreign, true, /is not a Tandem backup \(it has no Tandem manifest\)/);
      await expectRefused(
        newerFormat,
        true,
        /written by a newer version of Tandem \(backup format 99/,
      );
      await expectRefused(
        newerSchema,
        true,
        /newer version of Tandem \(schema 2099_01_01_0000_from_the_future/,
      );
      await expectRefused(damaged, true, /is damaged: database\/.* does not match its checksum/);
      await expectRefused(
        backup.path,
        false,
        /already holds \d+ accounts.*--force.*Nothing was changed/,
      );

      const check = await openApp(source.where, photoDir);
      expect(await everyRow(check.opened.db)).toEqual(rowsBefore);
      await check.close();
      expect(await photoFiles(photoDir)).toEqual(photosNow);
      app = await openApp(source.where, photoDir);
    },
    180_000,
  );

  it.skipIf(skip || engine !== "embedded" || !onPostgres)(
    "restores into a Postgres server (moving from the default to production)",
    async () => {
      const postgres = await makeEngine("postgres");
      try {
        await restoreBackup({ file: backup.path, where: postgres.where, force: false });
        const moved = await openApp(postgres.where, join(work, "photos-moved"));
        try {
          expect(await everyRow(moved.opened.db)).toEqual(before);
          const me = await call<{ id: string }>(moved.t.app, "GET", "/api/auth/user", {
            user: people.a,
          });
          expect(me.body.id).toBe(people.a.id);
        } finally {
          await moved.close();
        }
      } finally {
        await postgres.cleanup();
      }
    },
    180_000,
  );

  // The embedded database runs one transaction at a time, so a write cannot land inside its
  // backup; on Postgres the backup's snapshot is what keeps the tables agreeing.
  it.skipIf(skip || engine !== "postgres")(
    "taken while points are spent between its tables, restores with every balance equal to its ledger",
    async () => {
      const { t } = app;
      const spender = await createUser(t.db, { points: OPENING_POINTS });
      const reward = await makeReward(t.db, { pointsCost: REWARD_COST });
      const spent: number[] = [];
      // A redemption commits after the ledger was read and before the balances are.
      const taken = await writeBackup({
        db: t.db,
        engine,
        outDir: join(work, `concurrent-${engine}`),
        afterTable: async (table) => {
          if (table !== "points_ledger") return;
          const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
            user: spender,
          });
          spent.push(res.status);
        },
      });
      expect(spent).toEqual([200]);

      const target = await makeEngine("postgres");
      try {
        await restoreBackup({ file: taken.path, where: target.where, force: false });
        const restored = await openDatabase(target.where);
        try {
          await balancesMatchLedgers(restored.db, [spender]);
          await balancesMatchLedgers(t.db, [spender]);
        } finally {
          await restored.close();
        }
      } finally {
        await target.cleanup();
      }
    },
    180_000,
  );
});
