import type { Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createUser, testEnv, type TestUser } from "../../test/helpers.js";
import {
  deafNotifications,
  eventually,
  openTwoListeningProcesses,
  writeUnannounced,
} from "../../test/listening-processes.js";
import { buildApp } from "../build-app.js";
import { hashToken } from "./tokens.js";

/** Two API processes, each with its own session cache and its own LISTEN. */
const processes: { app: FastifyInstance; db: Db }[] = [];
let closeDatabases: () => Promise<void> = async () => {};
let db: Db;

beforeAll(async () => {
  const opened = await openTwoListeningProcesses();
  closeDatabases = opened.close;
  for (const { db, notifications } of opened.processes) {
    processes.push({ app: await buildApp({ db, env: testEnv(), notifications }), db });
  }
  db = processes[0]!.db;
}, 120_000);
afterAll(async () => {
  for (const { app } of processes) await app.close();
  await closeDatabases();
});

const status = async (i: number, user: TestUser, url = "/api/auth/user") =>
  (await call(processes[i]!.app, "GET", url, { user })).status;

/** Expires a session without the trigger's announcement: only a cache would still accept it. */
async function expireSilently(user: TestUser) {
  const token = user.cookie.split("=")[1]!;
  await writeUnannounced(db, (db) =>
    db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where("idHash", "=", hashToken(token))
      .execute(),
  );
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
    expect(suspended).toHaveStatus(200);
    await eventually(async () => (await status(1, suspect)) === 401);

    const leaver = await createUser(db);
    expect(await status(1, leaver)).toBe(200);
    const deleted = await call(processes[0]!.app, "POST", "/api/account/delete", {
      user: leaver,
      body: { confirmation: "DELETE" },
    });
    expect(deleted).toHaveStatus(200);
    await eventually(async () => (await status(1, leaver)) === 401);
  });

  it("answers nothing from memory while the process is not listening", async () => {
    const app = await buildApp({ db, env: testEnv(), notifications: deafNotifications });
    try {
      const user = await createUser(db);
      expect(await call(app, "GET", "/api/auth/user", { user })).toHaveStatus(200);
      await expireSilently(user);
      expect(await call(app, "GET", "/api/auth/user", { user })).toHaveStatus(401);
    } finally {
      await app.close();
    }
  });
});
