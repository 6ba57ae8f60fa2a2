import { z } from "zod";
import { IsoDateTime } from "../common.js";

/**
 * What staff see of the running system in the admin panel's System tab (decision 326).
 * Each part is read on its own: a part whose read failed is `null`, and the tab shows
 * "Unavailable" for that card only.
 */

/** Each process writes its row this often (decision 325). */
export const PROCESS_HEARTBEAT_MS = 15_000;
/** A process not seen for this long is shown as "not seen for N min". */
export const PROCESS_STALE_AFTER_MS = 60_000;

export const ServerProcessSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  uptimeSeconds: z.number().int(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  liveStreams: z.number().int(),
  requestsLastHour: z.number().int(),
  errorsLastHour: z.number().int(),
  /** Not seen for PROCESS_STALE_AFTER_MS: stopped without a clean shutdown, or stuck. */
  stale: z.boolean(),
  /** The process that answered this request. */
  answering: z.boolean(),
});
export type ServerProcess = z.infer<typeof ServerProcessSchema>;

export const DatabaseStatusSchema = z.object({
  engine: z.enum(["embedded", "postgres"]),
  /** pg_database_size of the current database. */
  sizeBytes: z.number().nullable(),
  /** Connections to this database (pg_stat_activity); null on the embedded one. */
  connections: z.number().int().nullable(),
  /** It answered a query for this read. */
  available: z.boolean(),
  /** When the answering process last found it unreachable, if it has since starting. */
  lastErrorAt: IsoDateTime.nullable(),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatusSchema>;

export const LastBackupSchema = z.object({
  /** null: no backup in the answering process's BACKUP_DIR yet. */
  latest: z
    .object({
      file: z.string(),
      at: IsoDateTime,
      sizeBytes: z.number(),
      ageSeconds: z.number().int(),
    })
    .nullable(),
  /** No backup, or the newest is older than two days: the server logs a warning too. */
  warning: z.boolean(),
});
export type LastBackup = z.infer<typeof LastBackupSchema>;

export const QueueDepthsSchema = z.object({
  /** Push deliveries waiting to be sent (or retried). */
  pushDeliveries: z.number().int(),
  /** Partner nudges whose e-mail fallback is due. */
  nudgeEmails: z.number().int(),
  /** Photos whose bytes are queued for deletion. */
  photoDeletions: z.number().int(),
});
export type QueueDepths = z.infer<typeof QueueDepthsSchema>;

export const RecentErrorsSchema = z.object({
  /** 5xx answers in the last hour, summed over the processes seen in that hour. */
  errors: z.number().int(),
  requests: z.number().int(),
});
export type RecentErrors = z.infer<typeof RecentErrorsSchema>;

export const ReadReplicaStatusSchema = z.object({
  /** serving: it answers the lag-tolerant reads; behind or down: they go to the primary. */
  state: z.enum(["starting", "serving", "behind", "down"]),
  /** How far it is behind the primary, in seconds; null while it cannot be reached. */
  lagSeconds: z.number().nullable(),
  /** The answering process's reads since it started: on the replica, and sent to the primary. */
  replicaReads: z.number().int(),
  primaryReads: z.number().int(),
});
export type ReadReplicaStatus = z.infer<typeof ReadReplicaStatusSchema>;

export const SystemStatusSchema = z.object({
  readAt: IsoDateTime,
  processes: z.array(ServerProcessSchema).nullable(),
  database: DatabaseStatusSchema.nullable(),
  backup: LastBackupSchema.nullable(),
  queues: QueueDepthsSchema.nullable(),
  errorsLastHour: RecentErrorsSchema.nullable(),
  /**
   * The read replica as the answering process sees it (decision 357); null when none is
   * configured (DATABASE_READ_URL unset): every read goes to the primary.
   */
  readReplica: ReadReplicaStatusSchema.nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
