import {
  migrateToLatest,
  openDatabase,
  SchemaTooNewError,
  seedCatalog,
  timeNotificationRoundTrip,
  trustedWhile,
  type MigrationKind,
} from "@tandem/db";
import { buildApp } from "./build-app.js";
import { ifNotRunningElsewhere, LOCKS, whileLocked } from "./cluster/advisory-lock.js";
import { createDatabaseOutageMonitor } from "./http/database-unavailable.js";
import type { HealthState } from "./http/health.js";
import { seedDemoData } from "./demo-data.js";
import { loadEnv } from "./env.js";
import { backupDir, databaseOptions, describeDatabase, photoFolder } from "./data-locations.js";
import { serveBackupRequests, startBackupSchedule, writeBackup } from "./services/backup/index.js";
import { deleteExpiredRows } from "./infra/housekeeping.js";
import { placeUnplacedProfiles } from "./services/matching/index.js";
import { regroupAges } from "./services/users/index.js";
import { preloadCities } from "./lib/cities.js";
import { startReminderScheduler } from "./services/reminders/index.js";
import { startInsightsRollups } from "./services/insights/index.js";
import { startPushDelivery, vapidKeysOf } from "./services/push/index.js";
import { startWebhookDelivery } from "./services/webhooks/index.js";
import { createPhotoStorage, deleteQueuedPhotoBytes } from "./services/photos/index.js";
import { demoDataAllowed, startBanner } from "./start-banner.js";
import { createMetrics } from "./metrics/metrics.js";
import { startMetricsListener } from "./metrics/listener.js";
import { loadTracing } from "./observability/index.js";
import { RELEASE } from "./release.js";
import { createProcessReport } from "./services/system/index.js";
import { routeReads } from "./infra/read-replica.js";
import type { Logger } from "./lib/logger.js";

const env = loadEnv();
const tracing = await loadTracing(env);
const where = databaseOptions(env);
const databaseOutage = createDatabaseOutageMonitor();
// METRICS_PORT=off: no registry, no hook, no listener (decision 310).
const metrics = env.METRICS_PORT === null ? undefined : createMetrics();
const database = await openDatabase({
  ...where,
  mapError: databaseOutage.mapError,
  ...(metrics ? { onQuery: metrics.observeQuery } : {}),
  ...(tracing ? { observeEmbeddedQueries: tracing.traceQuery } : {}),
});
// Processes starting at once on one database take turns: the first migrates and seeds, on a
// session of its own (DATABASE_LISTEN_URL's). The logger comes with the app, built on the
// migrated schema: what ran is logged then.
const migrated: { name: string; kind: MigrationKind; ms: number }[] = [];
const demoAccounts = await whileLocked(database.directDb, LOCKS.startup, async (db) => {
  await migrateToLatest(db, {
    release: RELEASE.version,
    onMigrated: (ran) => migrated.push(ran),
  });
  await seedCatalog(db);
  return demoDataAllowed(env) ? seedDemoData(db) : [];
}).catch(async (error: unknown) => {
  // A newer release's contracting migration: refused in words, before anything changed.
  if (!(error instanceof SchemaTooNewError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
});

// The replica's warnings go to the app's log once it exists (below), to stderr before.
const logTo: { log?: Logger } = {};
const reads = database.readDb
  ? routeReads({
      primary: database.db,
      replica: database.readDb,
      maxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS,
      log: {
        info: (details, message) => (logTo.log ?? console).info(details, message),
        warn: (details, message) => (logTo.log ?? console).warn(details, message),
        error: (details, message) => (logTo.log ?? console).error(details, message),
      },
    })
  : undefined;

const health: HealthState = { draining: false };
const app = await buildApp({
  db: database.db,
  env,
  // The caches trust their memory only once a NOTIFY of ours is known to arrive (below).
  notifications: trustedWhile(database.notifications, () => health.notificationsArrive !== false),
  health,
  databaseOutage,
  ...(metrics ? { metrics } : {}),
  tracing,
  // Its row in the System tab, written every 15 s, deleted when it closes (decision 325).
  processReport: createProcessReport(),
  databaseKind: database.kind,
  ...(reads ? { reads } : {}),
});
logTo.log = app.log;
if (reads) metrics?.watchReplica(() => reads.status());
metrics?.watchNotificationsCheck(() => health.notificationsArrive);
metrics?.watchState({
  db: database.db,
  backupDir: backupDir(env),
  ...(where.dataDir ? { dataDir: where.dataDir } : {}),
});

if (database.kind === "postgres") await checkNotificationsArrive();
for (const { name, kind, ms } of migrated)
  app.log.info({ migration: name, kind, ms }, `migration ${name} applied in ${ms} ms`);
app.log.info(
  { version: RELEASE.version, schema: RELEASE.schema, migrationsApplied: migrated.length },
  `Tandem ${RELEASE.version} on schema ${RELEASE.schema}`,
);

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
const stopReminders = startReminderScheduler({
  db: database.db,
  directDb: database.directDb,
  env,
  log: app.log,
});
const stopInsights = startInsightsRollups({ db: database.db, log: app.log });
const stopPush = startPushDelivery({
  db: database.db,
  vapid: vapidKeysOf(database.db, env),
  log: app.log,
  endpoints: {
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    otherServiceHosts: env.PUSH_SERVICE_HOSTS,
  },
});
const stopWebhooks = startWebhookDelivery({
  db: database.db,
  log: app.log,
  delivery: { endpoints: { allowLocalEndpoints: env.WEBHOOK_ALLOW_LOCAL_ENDPOINTS } },
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

/**
 * A NOTIFY sent through the pool must reach the LISTEN connection: not so when both go
 * through a PgBouncer in transaction mode. Said in words, in the ready answer and a metric.
 */
async function checkNotificationsArrive() {
  const ms = await timeNotificationRoundTrip(database.db, database.notifications);
  health.notificationsArrive = ms !== null;
  if (ms !== null) {
    app.log.info({ ms }, `notifications: a NOTIFY sent through the pool arrived in ${ms} ms`);
    return;
  }
  app.log.error(
    "notifications: a NOTIFY sent through DATABASE_URL did not reach this process's LISTEN " +
      "connection within 3 s. Live events, sign-outs made on other processes and changed " +
      "rewards or questions will not reach this process; its caches read the database " +
      "instead. Behind a PgBouncer in transaction mode, set DATABASE_LISTEN_URL to Postgres " +
      "directly (docs/scaling.md).",
  );
}

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
  await stopInsights();
  await stopPush();
  await stopWebhooks();
  await backupSchedule?.stop();
  await backupRequests?.close();
  await closed;
  await metricsListener?.close();
  clearTimeout(cut);
  await reads?.close();
  await database.close();
  await tracing?.flush();
  clearTimeout(hardStop);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
