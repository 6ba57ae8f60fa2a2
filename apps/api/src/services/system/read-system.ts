import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { sql } from "kysely";
import {
  PROCESS_STALE_AFTER_MS,
  type DatabaseStatus,
  type LastBackup,
  type ReadReplicaStatus,
  type RecentErrors,
  type ServerProcess,
  type SystemStatus,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import { backupsIn, BACKUP_STALE_MS } from "../backup/index.js";
import type { ProcessReport } from "./process-report.js";
import { readQueueDepths } from "./queues.js";

const HOUR_MS = 60 * 60 * 1000;

/** What the System tab reads besides the database (decision 326). */
export interface SystemSources {
  engine: "embedded" | "postgres";
  /** Where this process looks for backups (env.ts backupDir); without it, "Unavailable". */
  backupDir?: string;
  /** The answering process: its own row is shown from memory, fresher than the table. */
  report?: ProcessReport;
  liveStreams?: () => number;
  /** The read replica's state in this process (decision 357); none without one. */
  readReplica?: () => ReadReplicaStatus | null;
  /** When the database was last unreachable, as the outage monitor saw it. */
  lastUnavailableAt?: () => Date | null;
  log?: Logger;
}

/**
 * Everything the System tab shows, each part read on its own: a part whose read fails is
 * null (logged), and the others are still answered.
 */
export async function readSystemStatus(
  db: Db,
  sources: SystemSources,
  now = Date.now(),
): Promise<SystemStatus> {
  const part = <T>(name: string, read: Promise<T>): Promise<T | null> =>
    read.catch((error: unknown) => {
      sources.log?.warn({ err: error, part: name }, "system status part unavailable");
      return null;
    });
  const processes = part("processes", readProcesses(db, sources, now));
  const [processList, database, backup, queues] = await Promise.all([
    processes,
    part("database", readDatabase(db, sources)),
    part("backup", readLastBackup(sources.backupDir, now)),
    part("queues", readQueueDepths(db)),
  ]);
  return {
    readAt: new Date(now).toISOString(),
    processes: processList,
    database,
    backup,
    queues,
    errorsLastHour: processList ? recentErrors(processList, now) : null,
    readReplica: sources.readReplica?.() ?? null,
  };
}

async function readProcesses(
  db: Db,
  { report, liveStreams }: SystemSources,
  now: number,
): Promise<ServerProcess[]> {
  const rows = await db
    .selectFrom("serverProcesses")
    .selectAll()
    .orderBy("startedAt")
    .orderBy("id")
    .execute();
  const own = report ? report.row(liveStreams?.() ?? 0, now) : undefined;
  const fresh = own
    ? [...rows.filter((row) => row.id !== own.id), { ...own, lastSeenAt: new Date(now) }]
    : rows;
  return fresh.map((row) => {
    const lastSeen = new Date(row.lastSeenAt).getTime();
    const started = new Date(row.startedAt).getTime();
    const stale = now - lastSeen > PROCESS_STALE_AFTER_MS;
    return {
      id: row.id,
      host: row.host,
      pid: row.pid,
      version: row.version,
      startedAt: new Date(started).toISOString(),
      lastSeenAt: new Date(lastSeen).toISOString(),
      uptimeSeconds: Math.max(0, Math.floor(((stale ? lastSeen : now) - started) / 1000)),
      rssBytes: row.rssBytes,
      heapUsedBytes: row.heapUsedBytes,
      liveStreams: row.liveStreams,
      requestsLastHour: row.requestsLastHour,
      errorsLastHour: row.errorsLastHour,
      stale,
      answering: row.id === own?.id,
    };
  });
}

/** 5xx in the last hour: the processes seen in that hour, each counting its own. */
function recentErrors(processes: ServerProcess[], now: number): RecentErrors {
  const seen = processes.filter((p) => now - Date.parse(p.lastSeenAt) < HOUR_MS);
  return {
    errors: seen.reduce((sum, p) => sum + p.errorsLastHour, 0),
    requests: seen.reduce((sum, p) => sum + p.requestsLastHour, 0),
  };
}

async function readDatabase(
  db: Db,
  { engine, lastUnavailableAt }: SystemSources,
): Promise<DatabaseStatus> {
  const lastErrorAt = lastUnavailableAt?.()?.toISOString() ?? null;
  try {
    const { rows } = await sql<{ size: number; connections: number | null }>`
      SELECT pg_database_size(current_database())::bigint AS size,
        ${
          engine === "postgres"
            ? sql`(SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())`
            : sql`NULL::bigint`
        } AS connections`.execute(db);
    const row = rows[0];
    return {
      engine,
      sizeBytes: row ? Number(row.size) : null,
      connections: row?.connections == null ? null : Number(row.connections),
      available: true,
      lastErrorAt,
    };
  } catch {
    return {
      engine,
      sizeBytes: null,
      connections: null,
      available: false,
      lastErrorAt: lastUnavailableAt?.()?.toISOString() ?? new Date().toISOString(),
    };
  }
}

async function readLastBackup(dir: string | undefined, now: number): Promise<LastBackup> {
  if (!dir) throw new Error("No backup folder is known to this process.");
  const newest = (await backupsIn(dir))[0];
  if (!newest) return { latest: null, warning: true };
  const age = now - newest.at;
  return {
    latest: {
      file: basename(newest.path),
      at: new Date(newest.at).toISOString(),
      sizeBytes: (await stat(newest.path)).size,
      ageSeconds: Math.max(0, Math.floor(age / 1000)),
    },
    warning: age > BACKUP_STALE_MS,
  };
}
