import {
  createDb,
  listenToPostgres,
  migrateToLatest,
  openDatabase,
  seedCatalog,
  type Db,
  type Notifications,
} from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, createUser, testEnv, type TestUser } from "../../test/helpers.js";
import { buildApp } from "../build-app.js";
import { hashToken } from "./tokens.js";

/**
 * Two API processes, each with its own session cache and its own LISTEN: on Postgres, two
 * pools and two listening connections; on the embedded database, one PGlite in this
 * process (the only way PGlite is shared), which both listen to.
 */
const processes: { app: FastifyInstance; db: Db; notifications: Notifications }[] = [];
const closers: (() => Promise<void>)[] = [];
let db: Db;

beforeAll(async () => {
  if (inject("databaseKind") === "postgres") {
    const url = inject("databaseUrl");
    for (let i = 0; i < 2; i++) {
      const pool = createDb({ connectionString: url, max: 3 });
      const notifications = listenToPostgres(url);
      processes.push({
        app: await buildApp({ db: pool, env: testEnv(), notifications }),
        db: pool,
        notifications,
      });
      closers.push(
        () => notifications.close(),
        () => pool.destroy(),
      );
    }
  } else {
    const embedded = await openDatabase({});
    await migrateToLatest(embedded.db);
    await seedCatalog(embedded.db);
    for (let i = 0; i < 2; i++) {
      const notifications = embedded.notifications;
      processes.push({
        app: await buildApp({ db: embedded.db, env: testEnv(), notifications }),
        db: embedded.db,
        notifications,
      });
    }
    closers.push(() => embedded.close());
  }
  db = processes[0]!.db;
}, 120_000);
afterAll(async () => {
  for (const { app } of processes) await app.close();
  for (const close of closers) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = async (i: number, user: TestUser, url = "/api/auth/user") =>
  (await call(processes[i]!.app, "GET", url, { user })).status;

/** Expires a session without the trigger's announcement: only a cache would still accept it. */
async function expireSilently(user: TestUser) {
  const token = user.cookie.split("=")[1]!;
  await db.transaction().execute(async (db) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    await db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where("idHash", "=", hashToken(token))
      .execute();
  });
}

/** Polls until `check` is true, for at most 2 s (a NOTIFY arrives in milliseconds). */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within 2 s");
    await sleep(20);
  }
}

describe("the session cache", () => {
  it("answers a signed-in request from memory once the session was read", async () => {
    const user = await createUser(db);
    expect(await status(0, user)).toBe(200);
    await expireSilently(user);
    expect(await status(0, user)).toBe(200);
    // The other process never read it: it asks the database, which says it has expired.
    expect(await status(1, user)).toBe(401);
  });

  it("ends a session in every process when it signs out in one", async () => {
    const user = await createUser(db);
    expect(await status(0, user)).toBe(200);
    expect(await status(1, user)).toBe(200);
    const logout = await call(processes[0]!.app, "GET", "/api/logout", {
      user,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(logout.status).toBeLessThan(400);
    expect(await status(0, user)).toBe(401);
    await eventually(async () => (await status(1, user)) === 401);
  });

  it("ends every session of a deleted user, and follows a role change, in every process", async () => {
    const admin = await createUser(db);
    expect(await status(1, admin, "/api/admin/rewards")).toBe(403);
    await db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.id).execute();
    await eventually(async () => (await status(1, admin, "/api/admin/rewards")) === 200);

    const gone = await createUser(db);
    expect(await status(0, gone)).toBe(200);
    await db.deleteFrom("users").where("id", "=", gone.id).execute();
    await eventually(async () => (await status(0, gone)) === 401);
  });

  it("ends a suspended user's and a self-deleted user's sessions in every process at once", async () => {
    const staff = await createUser(db, { role: "admin" });
    const suspect = await createUser(db);
    expect(await status(1, suspect)).toBe(200);
    const suspended = await call(
      processes[0]!.app,
      "POST",
      `/api/admin/users/${suspect.id}/suspend`,
      {
        user: staff,
        body: { note: "cached elsewhere" },
      },
    );
    expect(suspended.status).toBe(200);
    await eventually(async () => (await status(1, suspect)) === 401);

    const leaver = await createUser(db);
    expect(await status(1, leaver)).toBe(200);
    const deleted = await call(processes[0]!.app, "POST", "/api/account/delete", {
      user: leaver,
      body: { confirmation: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    await eventually(async () => (await status(1, leaver)) === 401);
  });

  it("answers nothing from memory while the process is not listening", async () => {
    const deaf: Notifications = {
      live: false,
      subscribe: async () => async () => {},
      close: async () => {},
    };
    const app = await buildApp({ db, env: testEnv(), notifications: deaf });
    try {
      const user = await createUser(db);
      expect((await call(app, "GET", "/api/auth/user", { user })).status).toBe(200);
      await expireSilently(user);
      expect((await call(app, "GET", "/api/auth/user", { user })).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
