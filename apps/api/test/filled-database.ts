// A database of its own per engine, the app on it, and every kind of data put in through the
// API: shared by the backup test and the upgrade test (one filler, so both cover the same rows).
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Photo, RedemptionResult } from "@tandem/api-contract";
import {
  createDb,
  migrateToLatest,
  openDatabase,
  seedCatalog,
  type MigrateOptions,
  type OpenedDatabase,
} from "@tandem/db";
import { sql } from "kysely";
import { expect } from "vitest";
import { buildApp } from "../src/build-app.js";
import type { DatabaseOptions } from "../src/env.js";
import { conversation, send } from "../src/services/chat/test-support.js";
import { pairUp } from "../src/services/couples/test-support.js";
import { solidJpeg, uploadPhoto } from "../src/services/photos/test-support.js";
import { answer, today } from "../src/services/quiz/test-support.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import { call, testEnv, type TestContext, type TestUser } from "./helpers.js";

export const POSTGRES_ADMIN_URL =
  process.env.BACKUP_TEST_POSTGRES_URL ?? "postgres://root@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const db = createDb({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  } finally {
    await db.destroy();
  }
}
export const onPostgres = await postgresReachable();
if (!onPostgres)
  console.warn(`Postgres at ${POSTGRES_ADMIN_URL} does not answer: its tests are skipped.`);

/** A new, empty Postgres database; its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const name = `tandem_backup_${randomUUID().slice(0, 8)}`;
  const admin = createDb({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(databaseUrl: string) {
  const admin = createDb({ connectionString: POSTGRES_ADMIN_URL, max: 1 });
  await sql`DROP DATABASE IF EXISTS ${sql.id(new URL(databaseUrl).pathname.slice(1))} WITH (FORCE)`.execute(
    admin,
  );
  await admin.destroy();
}

/** Every row of every table, as text, in a stable order: what "everything came back" means. */
export async function everyRow(db: OpenedDatabase["db"]): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (db) => {
    await sql`SET LOCAL TimeZone = 'UTC'`.execute(db);
    const { rows: tables } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'
      AND tablename NOT LIKE 'kysely_%' AND tablename <> 'tandem_migration' ORDER BY 1`.execute(db);
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ j: string }>`
        SELECT row_to_json(t)::text AS j FROM ${sql.table(name)} t`.execute(db);
      all[name] = rows.map((r) => r.j).sort();
    }
    return all;
  });
}

export async function photoFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  }
  return files;
}

export interface Engine {
  name: "embedded" | "postgres";
  where: DatabaseOptions;
  cleanup(): Promise<void>;
}

/** A new database on `name`: a Postgres database of its own, or an embedded folder in `work`. */
export async function makeEngine(name: Engine["name"], work: string): Promise<Engine> {
  if (name === "postgres") {
    const databaseUrl = await newPostgresDatabase();
    return { name, where: { databaseUrl }, cleanup: () => dropPostgresDatabase(databaseUrl) };
  }
  const dataDir = mkdtempSync(join(work, "pglite-"));
  return { name, where: { dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

/** The app on `where`, with photos in `photoDir`, as the server would run it. */
export async function openApp(
  where: DatabaseOptions,
  photoDir: string,
  migrate: MigrateOptions = {},
) {
  const opened = await openDatabase({ ...where, poolSize: 5 });
  await migrateToLatest(opened.db, migrate);
  await seedCatalog(opened.db);
  const app = await buildApp({
    db: opened.db,
    env: testEnv({ PHOTO_STORAGE: "folder", PHOTO_STORAGE_DIR: photoDir }),
  });
  const t: TestContext = { app, db: opened.db };
  return {
    t,
    opened,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

export interface FilledPeople {
  /** A couple with answers and a redemption. */
  a: TestUser;
  b: TestUser;
  /** A single with a match, two chat messages and a photo. */
  single: TestUser;
  matchId: number;
  voucher: string;
  photo: Photo;
}

/** Every kind of data, put in through the API as people would. */
export async function fillThroughTheApi(t: TestContext): Promise<FilledPeople> {
  const { a, b } = await pairUp(t);
  const questions = await today(t, a);
  for (const question of questions.slice(0, 2)) {
    expect(await answer(t, a, question.id)).toHaveStatus(200);
    expect(await answer(t, b, question.id, 1)).toHaveStatus(200);
  }
  const reward = await makeReward(t.db, { pointsCost: 10 });
  const redeemed = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
    user: a,
  });
  expect(redeemed).toHaveStatus(200);
  const chat = await conversation(t);
  expect(await send(t, chat.a, chat.matchId, "See you at the market?")).toHaveStatus(201);
  expect(await send(t, chat.b, chat.matchId, "Saturday at ten")).toHaveStatus(201);
  const uploaded = await uploadPhoto(t, chat.a, await solidJpeg(800, 600));
  expect(uploaded).toHaveStatus(201);
  return {
    a,
    b,
    single: chat.a,
    matchId: chat.matchId,
    voucher: redeemed.body.voucherCode,
    photo: uploaded.json<Photo[]>()[0]!,
  };
}
