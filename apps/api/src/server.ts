import { migrateToLatest, openDatabase, seedCatalog } from "@tandem/db";
import { buildApp } from "./build-app.js";
import { ifNotRunningElsewhere, LOCKS, whileLocked } from "./cluster/advisory-lock.js";
import { createDatabaseOutageMonitor } from "./http/database-unavailable.js";
import type { HealthState } from "./http/health.js";
import { seedDemoData } from "./demo-data.js";
import { backupDir, databaseOptions, describeDatabase, loadEnv, photoFolder } from "./env.js";
import { serveBackupRequests, startBackupSchedule, writeBackup } from "./services/backup/index.js";
import { deleteExpiredRows } from "./services/postgres/housekeeping.js";
import { placeUnplacedProfiles } from "./services/matching/index.js";
import { regroupAges } from "./services/users/index.js";
import { preloadCities } from "./services/helpers/cities.js";
import { startReminderScheduler } from "./services/reminders/index.js";
import { startPushDelivery, vapidKeysOf } from "./services/push/index.js";
import { createPhotoStorage, deleteQueuedPhotoBytes } from "./services/photos/index.js";
import { demoDataAllowed, startBanner } from "./start-banner.js";
import { createMetrics } from "./metrics/metrics.js";
import { startMetricsListener } from "./metrics/listener.js";

const env = loadEnv();
const where = databaseOptions(env);
const databaseOutage = createDatabaseOutageMonitor();
// METRICS_PORT=off: no registry, no hook, no listener (decision 310).
const metrics = env.METRICS_PORT === null ? undefined : createMetrics();
const database = await openDatabase({
  ...where,
  mapError: databaseOutage.mapError,
  ...(metrics ? { onQuery: metrics.observeQuery } : {}),
});
// Processes starting at once on one database take turns: the first migrates and seeds.
const demoAccounts = await whileLocked(database.db, LOCKS.startup, async (db) => {
  await migrateToLatest(db);
  await seedCatalog(db);
  return demoDataAllowed(env) ? seedDemoData(db) : [];
});

const health: HealthState = { draining: false };
const app = await buildApp({
  db: database.db,
  env,
  notifications: database.notifications,
  health,
  databaseOutage,
  ...(metrics ? { metrics } : {}),
});
metrics?.watchState({
  db: database.db,
  backupDir: backupDir(env),
  ...(where.dataDir ? { dataDir: where.dataDir } : {}),
});

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const photoStorage = createPhotoStorage(database.db, env);
async function housekeeping() {
  try {
    const deleted = await ifNotRunningElsewhere(database.db, LOCKS.housekeeping, async (db) => ({
      ...(await deleteExpiredRows(db)),
      photoBytes: await deleteQueuedPhotoBytes(db, photoStorage),
      // Not a deletion: profiles saved before cities were placed get their town (decision 120).
      profilesPlaced: await placeUnplacedProfiles(db),
      // Not a deletion either: a birthday can move a profile to the next age group (decision 271).
      profilesRegrouped: await regroupAges(db),
    }));
    if (deleted) app.log.info({ deleted }, "deleted expired rows");
  } catch (error) {
    app.log.error({ err: error }, "housekeeping failed");
  }
}
// Profile saves place cities (decision 120): read the data before the first request does.
preloadCities();
await housekeeping();
const housekeepingTimer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS).unref();
const stopReminders = startReminderScheduler({ db: database.db, env, log: app.log });
const stopPush = startPushDelivery({
  db: database.db,
  vapid: vapidKeysOf(database.db, env),
  log: app.log,
  endpoints: {
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    otherServiceHosts: env.PUSH_SERVICE_HOSTS,
  },
});
// The embedded database: `npm run backup` asks this process, and a backup a day (decision 291).
const embeddedDataDir = database.kind === "embedded" ? where.dataDir : undefined;
const photoDir = photoFolder(env);
const takeBackup = (outDir = backupDir(env)) =>
  writeBackup({ db: database.db, engine: "embedded", outDir, ...(photoDir ? { photoDir } : {}) });
const backupRequests = embeddedDataDir
  ? await serveBackupRequests(embeddedDataDir, takeBackup)
  : undefined;
const backupSchedule =
  embeddedDataDir && env.BACKUP_SCHEDULE
    ? startBackupSchedule({ dir: backupDir(env), keep: env.BACKUP_KEEP, takeBackup, log: app.log })
    : undefined;
await app.listen({ port: env.PORT, host: env.HOST });
const metricsListener =
  metrics && env.METRICS_PORT !== null
    ? await startMetricsListener(metrics.registry, {
        host: env.METRICS_HOST,
        port: env.METRICS_PORT,
      })
    : undefined;

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
    metrics: metricsListener?.address ?? null,
    demoAccounts,
  }),
);

let closing = false;
/**
 * SIGTERM (a load balancer's or an orchestrator's stop; decision 173): readiness answers 503
 * for SHUTDOWN_DRAIN_SECONDS while every request is still served, so health checks take this
 * process out before it stops listening; then it stops accepting, ends live streams (their
 * clients reconnect, to another process), and gives the requests in flight up to
 * SHUTDOWN_TIMEOUT_SECONDS before cutting their connections. SIGINT (Ctrl-C) skips the drain.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  health.draining = true;
  const drainMs = signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
  app.log.info({ signal, drainSeconds: drainMs / 1000 }, "shutting down: draining");
  clearInterval(housekeepingTimer);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  app.log.info("shutting down: no new connections, finishing the requests in flight");
  const limitMs = env.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  const cut = setTimeout(() => {
    app.log.warn(
      { timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
      "shutting down: requests still in flight at the limit; their connections are cut",
    );
    app.server.closeAllConnections();
  }, limitMs).unref();
  // Whatever still hangs after the limit (a database that does not answer) ends the process.
  const hardStop = setTimeout(() => process.exit(1), limitMs + 5_000).unref();
  // The listener closes first; a reminders run under way finishes meanwhile.
  const closed = app.close();
  await stopReminders();
  await stopPush();
  await backupSchedule?.stop();
  await backupRequests?.close();
  await closed;
  await metricsListener?.close();
  clearTimeout(cut);
  await database.close();
  clearTimeout(hardStop);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
