import {
  createDb,
  listenToPostgres,
  migrateToLatest,
  openDatabase,
  seedCatalog,
  type Db,
  type Notifications,
} from "@tandem/db";
import { sql } from "kysely";
import { inject } from "vitest";
import { testDatabaseUrl } from "./database.js";

/** What one API process holds: its pool and its LISTEN. */
export interface ListeningProcess {
  db: Db;
  notifications: Notifications;
}

/**
 * Two API processes' databases, each with its own LISTEN: on Postgres, two pools on the run's
 * database and two listening connections; on the embedded database, one PGlite of its own in
 * this process (the only way PGlite is shared), which both listen to. `close` ends them all.
 */
export async function openTwoListeningProcesses(): Promise<{
  processes: [ListeningProcess, ListeningProcess];
  close: () => Promise<void>;
}> {
  if (inject("databaseKind") === "postgres") {
    const url = testDatabaseUrl();
    const open = (): ListeningProcess => ({
      db: createDb({ connectionString: url, max: 3 }),
      notifications: listenToPostgres(url),
    });
    const processes: [ListeningProcess, ListeningProcess] = [open(), open()];
    return {
      processes,
      async close() {
        for (const { db, notifications } of processes) {
          await notifications.close();
          await db.destroy();
        }
      },
    };
  }
  const embedded = await openDatabase({});
  await migrateToLatest(embedded.db);
  await seedCatalog(embedded.db);
  const shared = { db: embedded.db, notifications: embedded.notifications };
  return { processes: [shared, { ...shared }], close: () => embedded.close() };
}

/** Runs `write` in a transaction whose triggers do not fire: no NOTIFY announces it. */
export async function writeUnannounced(pool: Db, write: (db: Db) => Promise<unknown>) {
  await pool.transaction().execute(async (db) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    await write(db);
  });
}

/** A process whose LISTEN is down: it hears nothing and says so. */
export const deafNotifications: Notifications = {
  live: false,
  subscribe: async () => async () => {},
  close: async () => {},
};

/** Polls until `check` is true, for at most 2 s (a NOTIFY arrives in milliseconds). */
export async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within 2 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
