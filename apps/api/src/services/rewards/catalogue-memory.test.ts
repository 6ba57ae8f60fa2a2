import type { Reward } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createUser, testEnv, type TestUser } from "../../../test/helpers.js";
import {
  eventually,
  openTwoListeningProcesses,
  writeUnannounced,
} from "../../../test/listening-processes.js";
import { buildApp } from "../../build-app.js";
import { makeReward } from "./test-support.js";

/** Two API processes, each keeping the rewards in memory and listening for their changes. */
const apps: FastifyInstance[] = [];
let db: Db;
let closeDatabases: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTwoListeningProcesses();
  closeDatabases = opened.close;
  db = opened.processes[0].db;
  for (const { db, notifications } of opened.processes) {
    apps.push(await buildApp({ db, env: testEnv(), notifications }));
  }
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await closeDatabases?.();
});

const titles = async (i: number, user: TestUser) =>
  (await call<Reward[]>(apps[i]!, "GET", "/api/rewards", { user })).body.map((r) => r.title);

describe("the rewards in memory", () => {
  it("follows what staff change, in every process", async () => {
    const staff = await createUser(db, { role: "admin" });
    const user = await createUser(db);
    for (const i of [0, 1]) await titles(i, user);

    const created = await call<Reward>(apps[0]!, "POST", "/api/admin/rewards", {
      user: staff,
      body: { title: "Announced reward", description: "Made by staff", pointsCost: 50 },
    });
    expect(created).toHaveStatus(201);
    for (const i of [0, 1]) {
      await eventually(async () => (await titles(i, user)).includes("Announced reward"));
    }

    const retired = await call(apps[1]!, "PATCH", `/api/admin/rewards/${created.body.id}`, {
      user: staff,
      body: { isActive: false },
    });
    expect(retired).toHaveStatus(200);
    for (const i of [0, 1]) {
      await eventually(async () => !(await titles(i, user)).includes("Announced reward"));
    }
  });

  it("shows staff's change in their own process at once, before any announcement", async () => {
    // A process that listens but hears nothing (the announcement still on its way).
    const silent = { live: true, subscribe: async () => async () => {}, close: async () => {} };
    const app = await buildApp({ db, env: testEnv(), notifications: silent });
    try {
      const staff = await createUser(db, { role: "admin" });
      const list = async () =>
        (await call<Reward[]>(app, "GET", "/api/rewards", { user: staff })).body.map((r) => r.id);
      await list();
      const created = await call<Reward>(app, "POST", "/api/admin/rewards", {
        user: staff,
        body: { title: "Seen at once", description: "Made by staff", pointsCost: 60 },
      });
      expect(created).toHaveStatus(201);
      expect(await list()).toContain(created.body.id);
      await call(app, "PATCH", `/api/admin/rewards/${created.body.id}`, {
        user: staff,
        body: { isActive: false },
      });
      expect(await list()).not.toContain(created.body.id);
    } finally {
      await app.close();
    }
  });

  it("answers from memory: a change that is not announced is not seen", async () => {
    const user = await createUser(db);
    const reward = await makeReward(db, { title: "Kept in memory" });
    // Another test file's change, announced meanwhile, would empty the memory: tried again.
    let seen: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await eventually(async () => (await titles(0, user)).includes("Kept in memory"));
      await writeUnannounced(db, (db) =>
        db.updateTable("rewards").set({ isActive: false }).where("id", "=", reward.id).execute(),
      );
      seen = await titles(0, user);
      await db.updateTable("rewards").set({ isActive: true }).where("id", "=", reward.id).execute();
      if (seen.includes("Kept in memory")) break;
    }
    // Still listed, though switched off in the table: read from memory, not the table.
    expect(seen, "the rewards were read from the table every time").toContain("Kept in memory");
    await db.updateTable("rewards").set({ isActive: false }).where("id", "=", reward.id).execute();
  });
});
