import { migrateToLatest, openDatabase, seedCatalog } from "@tandem/db";
import { buildApp } from "./build-app.js";
import { ifNotRunningElsewhere, LOCKS, whileLocked } from "./cluster/advisory-lock.js";
import { mapDatabaseError } from "./http/database-unavailable.js";
import { seedDemoData } from "./demo-data.js";
import { databaseOptions, describeDatabase, loadEnv } from "./env.js";
import { deleteExpiredRows } from "./services/shared/housekeeping.js";
import { startReminderScheduler } from "./services/reminders/start.js";
import { createPhotoStorage, deleteQueuedPhotoBytes } from "./services/photos/index.js";
import { demoDataAllowed, startBanner } from "./start-banner.js";

const env = loadEnv();
const where = databaseOptions(env);
const database = await openDatabase({ ...where, mapError: mapDatabaseError });
// Processes starting at once on one database take turns: the first migrates and seeds.
const demoAccounts = await whileLocked(database.db, LOCKS.startup, async (db) => {
  await migrateToLatest(db);
  await seedCatalog(db);
  return demoDataAllowed(env) ? seedDemoData(db) : [];
});

const app = await buildApp({ db: database.db, env, notifications: database.notifications });

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const photoStorage = createPhotoStorage(database.db, env);
async function housekeeping() {
  try {
    const deleted = await ifNotRunningElsewhere(database.db, LOCKS.housekeeping, async (db) => ({
      ...(await deleteExpiredRows(db)),
      photoBytes: await deleteQueuedPhotoBytes(db, photoStorage),
    }));
    if (deleted) app.log.info({ deleted }, "deleted expired rows");
  } catch (error) {
    app.log.error({ err: error }, "housekeeping failed");
  }
}
await housekeeping();
const housekeepingTimer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS).unref();
const stopReminders = startReminderScheduler({ db: database.db, env, log: app.log });
await app.listen({ port: env.PORT, host: env.HOST });

console.log(
  startBanner({
    env,
    listening: app
      .addresses()
      .map((a) =>
        typeof a === "string"
          ? a
          : a.family === "IPv6"
            ? `[${a.address}]:${a.port}`
            : `${a.address}:${a.port}`,
      ),
    database: describeDatabase(where),
    demoAccounts,
  }),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  clearInterval(housekeepingTimer);
  await stopReminders();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
