import { statfs } from "node:fs/promises";
import { sql } from "kysely";
import { Gauge, type Registry } from "prom-client";
import { poolConnectionsOf, type Db } from "@tandem/db";
import type { QueueDepths } from "@tandem/api-contract";
import { backupsIn } from "../services/backup/index.js";
import { readQueueDepths } from "../services/system/index.js";

/** What is read when Prometheus scrapes. */
export interface StateSources {
  db: Db;
  /** Where backups are written (env.ts backupDir): the newest one's age. */
  backupDir: string;
  /** The embedded database's folder, whose disk's free space is reported. */
  dataDir?: string;
}

/** A scrape storm reads the database and the disk at most once in this long. */
export const STATE_READ_EVERY_MS = 5000;
/** The database answers `SELECT 1` within this long, or it counts as down. */
const PING_TIMEOUT_MS = 2000;

interface State {
  databaseUp: boolean;
  /** Absent (undefined) when its read failed. */
  queues?: QueueDepths;
  /** Unclaimed codes of each active reward with a pool of partner codes (decision 330). */
  rewardCodesLeft?: { rewardId: number; left: number }[];
  /** +Inf when there is no backup. */
  backupAgeSeconds: number;
  disks: { folder: string; free: number; size: number }[];
}

/**
 * Gauges read at scrape time: the database's availability (a `SELECT 1`), the push outbox
 * and the nudge e-mails due (the reminder run's queue), the newest backup's age and the free
 * space of the data and backup folders. One read serves every scrape within
 * STATE_READ_EVERY_MS; a failing read leaves its gauge out (or the database at 0), never
 * fails the scrape. The pool's connections are read from the pool itself, every scrape.
 */
export function readOnScrape(registry: Registry, sourcesOf: () => StateSources | null): void {
  let last: { at: number; state: Promise<State> } | null = null;
  const state = (sources: StateSources) => {
    if (!last || Date.now() - last.at >= STATE_READ_EVERY_MS)
      last = { at: Date.now(), state: readState(sources) };
    return last.state;
  };
  const registers = [registry];

  new Gauge({
    name: "tandem_database_up",
    help: "1 when the database answered SELECT 1 within 2 s at the last read, else 0.",
    registers,
    async collect() {
      const sources = sourcesOf();
      if (sources) this.set((await state(sources)).databaseUp ? 1 : 0);
    },
  });
  new Gauge({
    name: "tandem_queue_depth",
    help: "Work waiting: push = push_outbox rows, reminder_email = nudge e-mails due, photo_deletion = photo bytes to delete.",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      const sources = sourcesOf();
      this.reset();
      if (!sources) return;
      const { queues } = await state(sources);
      if (!queues) return;
      this.set({ queue: "push" }, queues.pushDeliveries);
      this.set({ queue: "reminder_email" }, queues.nudgeEmails);
      this.set({ queue: "photo_deletion" }, queues.photoDeletions);
    },
  });
  new Gauge({
    name: "tandem_reward_codes_left",
    help: "Unclaimed partner codes of each active reward that has a pool (decision 330).",
    labelNames: ["reward_id"] as const,
    registers,
    async collect() {
      const sources = sourcesOf();
      this.reset();
      if (!sources) return;
      for (const { rewardId, left } of (await state(sources)).rewardCodesLeft ?? [])
        this.set({ reward_id: String(rewardId) }, left);
    },
  });
  new Gauge({
    name: "tandem_backup_age_seconds",
    help: "Age of the newest complete backup in BACKUP_DIR (+Inf when there is none).",
    registers,
    async collect() {
      const sources = sourcesOf();
      if (sources) this.set((await state(sources)).backupAgeSeconds);
    },
  });
  const diskGauge = (name: string, help: string, field: "free" | "size") =>
    new Gauge({
      name,
      help,
      labelNames: ["folder"] as const,
      registers,
      async collect() {
        const sources = sourcesOf();
        this.reset();
        if (!sources) return;
        for (const disk of (await state(sources)).disks)
          this.set({ folder: disk.folder }, disk[field]);
      },
    });
  diskGauge("tandem_disk_free_bytes", "Bytes free to us on the disk of a folder we write.", "free");
  diskGauge("tandem_disk_size_bytes", "Size of the disk of a folder we write.", "size");

  const pool = (read: (c: NonNullable<ReturnType<typeof poolConnectionsOf>>) => void) => {
    const sources = sourcesOf();
    const connections = sources ? poolConnectionsOf(sources.db) : undefined;
    if (connections) read(connections);
  };
  new Gauge({
    name: "db_client_connections_usage",
    help: "Connections of the Postgres pool, by state (used, idle).",
    labelNames: ["state"] as const,
    registers,
    collect() {
      pool((c) => {
        this.set({ state: "used" }, c.used);
        this.set({ state: "idle" }, c.idle);
      });
    },
  });
  new Gauge({
    name: "db_client_connections_pending_requests",
    help: "Queries waiting for a connection of the Postgres pool.",
    registers,
    collect() {
      pool((c) => this.set(c.pending));
    },
  });
  new Gauge({
    name: "db_client_connections_max",
    help: "The Postgres pool's most connections.",
    registers,
    collect() {
      pool((c) => this.set(c.max));
    },
  });
}

async function readState({ db, backupDir, dataDir }: StateSources): Promise<State> {
  const [databaseUp, queues, rewardCodesLeft, backups, disks] = await Promise.all([
    ping(db),
    readQueueDepths(db).catch(() => undefined),
    db
      .selectFrom("rewardCodes as c")
      .innerJoin("rewards as r", "r.id", "c.rewardId")
      .where("r.isActive", "=", true)
      .select([
        "c.rewardId",
        sql<number>`count(*) FILTER (WHERE c.claimed_at IS NULL)::int`.as("left"),
      ])
      .groupBy("c.rewardId")
      .execute()
      .catch(() => undefined),
    backupsIn(backupDir),
    Promise.all(
      [
        { folder: "data", path: dataDir },
        { folder: "backups", path: backupDir },
      ].map(async ({ folder, path }) => {
        if (!path) return [];
        try {
          const stats = await statfs(path);
          return [{ folder, free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize }];
        } catch {
          return [];
        }
      }),
    ),
  ]);
  const newest = backups[0];
  return {
    databaseUp,
    ...(queues ? { queues } : {}),
    ...(rewardCodesLeft !== undefined ? { rewardCodesLeft } : {}),
    backupAgeSeconds: newest ? (Date.now() - newest.at) / 1000 : Number.POSITIVE_INFINITY,
    disks: disks.flat(),
  };
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
