import { createDb, listenOnPool, listenToPostgres, type Db, type Notifications } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { testEnv } from "./helpers.js";

/** An API process as a test starts it: its own pool and live event hub, on a free port. */
export interface ApiProcess {
  app: FastifyInstance;
  db: Db;
  notifications: Notifications;
  url: string;
}

/**
 * Starts one on the test database. On Postgres each has its own LISTEN connection, as
 * separate processes would; the embedded database is one connection, heard on its pool.
 */
export async function startApiProcess(): Promise<ApiProcess> {
  const connectionString = testDatabaseUrl();
  const kind = inject("databaseKind");
  const db = createDb({ connectionString, max: kind === "embedded" ? 1 : 5 });
  const notifications = kind === "postgres" ? listenToPostgres(connectionString) : listenOnPool(db);
  const app = await buildApp({ db, env: testEnv(), notifications });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on a port");
  return { app, db, notifications, url: `http://127.0.0.1:${address.port}` };
}

export async function stopApiProcesses(processes: Iterable<ApiProcess>): Promise<void> {
  for (const { app, db, notifications } of new Set(processes)) {
    await app.close();
    await notifications.close();
    await db.destroy();
  }
}
