// A database of its own per engine, the app on it, and every kind of data put in through the
// API: shared by the backup test and the upgrade test (one filler, so both cover the same rows).
import { createECDH, createHash, randomBytes, randomUUID } from "node:crypto";
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
import type { DatabaseOptions } from "../src/data-locations.js";
import { conversation, send } from "../src/services/chat/test-support.js";
import { queuePhotoBytes } from "../src/services/photos/index.js";
import { block, pass, single } from "../src/services/matching/test-support.js";
import { signInByLink } from "../src/services/moderation/test-support.js";
import { pairUp } from "../src/services/couples/test-support.js";
import { solidJpeg, uploadPhoto } from "../src/services/photos/test-support.js";
import { answer, today } from "../src/services/quiz/test-support.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import {
  call,
  createUser,
  PUBLIC_URL,
  testEnv,
  type TestContext,
  type TestUser,
} from "./helpers.js";
import { signInThroughTheApp, startOidcProvider } from "./oidc-provider.js";

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
    headers: { "idempotency-key": "filled-database-1" },
  });
  expect(redeemed).toHaveStatus(200);
  const chat = await conversation(t);
  expect(await send(t, chat.a, chat.matchId, "See you at the market?")).toHaveStatus(201);
  expect(await send(t, chat.b, chat.matchId, "Saturday at ten")).toHaveStatus(201);
  const uploaded = await uploadPhoto(t, chat.a, await solidJpeg(800, 600));
  expect(uploaded).toHaveStatus(201);
  await fillTheRest(t, { a, b, chat });
  return {
    a,
    b,
    single: chat.a,
    matchId: chat.matchId,
    voucher: redeemed.body.voucherCode,
    photo: uploaded.json<Photo[]>()[0]!,
  };
}

/** A 2xx answer, or the test fails saying what came back. */
function succeeded(res: { status: number; text: string }, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${what}: ${res.text}`).toBeLessThan(300);
}

/** The tables the main story above leaves empty, each through the call that writes it. */
async function fillTheRest(
  t: TestContext,
  { a, chat }: { a: TestUser; b: TestUser; chat: { a: TestUser; b: TestUser; matchId: number } },
) {
  const post = (user: TestUser | undefined, path: string, body?: unknown, headers = {}) =>
    call(t.app, "POST", path, { ...(user ? { user } : {}), ...(body ? { body } : {}), headers });
  succeeded(
    await post(undefined, "/api/waitlist", { email: `waiting-${randomUUID()}@example.test` }),
    "waitlist",
  );
  succeeded(await post(a, "/api/reminders", { enabled: true, time: "20:00" }), "reminders");
  succeeded(await post(a, "/api/date-ideas/stargazing/save"), "date idea");
  succeeded(
    await post(a, "/api/push/settings", {
      kinds: { message: true, match: true },
      previews: true,
    }),
    "push settings",
  );
  succeeded(await post(await createUser(t.db), "/api/pair/invite"), "invite");
  succeeded(await pass(t, chat.a, await single(t, "Pat", [0, 1, 0, 1, 0])), "pass");
  succeeded(await block(t, chat.b, await single(t, "Blake", [1, 0, 1, 0, 1])), "block");
  const other = await conversation(t);
  succeeded(await send(t, other.a, other.matchId, "Hello there"), "message");
  succeeded(
    await post(other.b, `/api/chat/${other.matchId}/report`, { reason: "spam" }),
    "report from a chat, with its excerpt",
  );
  const signedIn = await signInByLink(t, `signed-in-${randomUUID()}@example.test`);
  expect(signedIn.statusCode).toBe(302);
  const extra = await uploadPhoto(t, chat.b, await solidJpeg(400, 300));
  expect(extra.statusCode, extra.body).toBe(201);
  const extraPhoto = extra.json<Photo[]>()[0]!;
  succeeded(await post(chat.b, `/api/matching/photos/${extraPhoto.id}/delete`), "photo delete");
  const admin = await createUser(t.db, { role: "admin" });
  const created = await call<{ secret: string }>(t.app, "POST", "/api/admin/api-tokens", {
    user: admin,
    headers: { origin: PUBLIC_URL },
    body: { name: "Filled database", scopes: ["moderation:read"], expiresInDays: 30 },
  });
  succeeded(created, "API token");
  succeeded(
    await call(t.app, "GET", "/api/admin/reports", {
      headers: { authorization: `Bearer ${created.body.secret}` },
    }),
    "API token use",
  );
  await fillPushAndProposals(t, chat);
  await fillADeletedAccount(t);
  await fillThroughOidcAndPostgresPhotos(t, chat.b);
  // The photo-deletion queue drains right after its commit, so no call leaves a row in it;
  // one is left by storage failing. Queued here by the service that writes it.
  await t.db.transaction().execute((db) => queuePhotoBytes(db, [extraPhoto.id]));
}

/** A phone's push subscription as a browser hands it over (Chrome's push service). */
function browserSubscription() {
  const key = createECDH("prime256v1");
  key.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/filled-${randomUUID()}`,
    keys: {
      p256dh: key.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

/**
 * A push waiting in the outbox (nothing delivers in tests), a message sent with an
 * idempotency key, a proposal to become a couple, and a nudge between partners.
 */
async function fillPushAndProposals(
  t: TestContext,
  chat: { a: TestUser; b: TestUser; matchId: number },
) {
  const post = (user: TestUser, path: string, body?: unknown, headers = {}) =>
    call(t.app, "POST", path, { user, ...(body ? { body } : {}), headers });
  succeeded(
    await post(chat.a, "/api/push/subscriptions", browserSubscription()),
    "push subscription",
  );
  succeeded(
    await post(chat.a, "/api/push/settings", { kinds: { message: true }, previews: false }),
    "push settings",
  );
  succeeded(
    await post(
      chat.b,
      `/api/chat/${chat.matchId}/messages`,
      { body: "Bring a coat" },
      { "idempotency-key": "filled-database-message-1" },
    ),
    "message with an idempotency key",
  );
  succeeded(await post(chat.a, `/api/chat/${chat.matchId}/proposal`), "couple proposal");
  const { a: lena } = await pairUp(t, "Lena", "Tomás");
  for (const question of await today(t, lena))
    expect(await answer(t, lena, question.id)).toHaveStatus(200);
  succeeded(await post(lena, "/api/push/nudge"), "nudge");
}

/** An account with points and a redemption, deleted: its ledger folds into the totals. */
async function fillADeletedAccount(t: TestContext) {
  const { a, b } = await pairUp(t, "Noa", "Eli");
  for (const question of (await today(t, a)).slice(0, 2)) {
    expect(await answer(t, a, question.id)).toHaveStatus(200);
    expect(await answer(t, b, question.id, 1)).toHaveStatus(200);
  }
  const reward = await makeReward(t.db, { pointsCost: 10 });
  succeeded(
    await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user: a,
      headers: { "idempotency-key": "filled-database-2" },
    }),
    "redemption before deleting",
  );
  succeeded(
    await call(t.app, "POST", "/api/account/delete", { user: a, body: { confirmation: "DELETE" } }),
    "account deletion",
  );
}

/**
 * The same database served with OpenID Connect and photos kept in Postgres: an identity
 * signed in at the provider, a sign-in left at the provider, and a photo's bytes in a table.
 */
async function fillThroughOidcAndPostgresPhotos(t: TestContext, photographer: TestUser) {
  const provider = await startOidcProvider();
  const app = await buildApp({
    db: t.db,
    env: testEnv({ ...provider.env, PHOTO_STORAGE: "postgres" }),
  });
  try {
    const subject = provider.addAccount({
      email: `oidc-${randomUUID()}@example.test`,
      email_verified: true,
      given_name: "Ada",
    });
    const signedIn = await signInThroughTheApp(app, subject);
    expect(signedIn.callback).toHaveStatus(302);
    const started = await app.inject({ method: "GET", url: "/api/login/oidc?returnTo=/app" });
    expect(started).toHaveStatus(302);
    const uploaded = await uploadPhoto({ app, db: t.db }, photographer, await solidJpeg(300, 300));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  } finally {
    await app.close();
    await provider.close();
  }
}
