import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../lib/logger.js";
import { isBackupFileName, type WrittenBackup } from "./backup-file.js";

const HOUR_MS = 60 * 60 * 1000;
export const BACKUP_EVERY_MS = 24 * HOUR_MS;
/** A last good backup older than this is warned about at every check (decision 291). */
export const BACKUP_STALE_MS = 48 * HOUR_MS;

/** The complete backups in `dir`, newest first (a `.partial` file is never one). */
export async function backupsIn(dir: string): Promise<{ path: string; at: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = await Promise.all(
    names.filter(isBackupFileName).map(async (name) => {
      const path = join(dir, name);
      return { path, at: (await stat(path)).mtimeMs };
    }),
  );
  return found.sort((a, b) => b.at - a.at);
}

/**
 * Checks every hour (and at start): no backup in the last day takes one, then keeps the
 * newest `keep`; a last good backup older than two days is logged as a warning. Failures
 * are logged, never thrown.
 */
export function startBackupSchedule(options: {
  dir: string;
  keep: number;
  takeBackup: () => Promise<WrittenBackup>;
  log: Logger;
  now?: () => number;
  checkEveryMs?: number;
}): { stop(): Promise<void>; check(): Promise<void> } {
  const now = options.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    try {
      let newest = (await backupsIn(options.dir))[0];
      if (!newest || now() - newest.at >= BACKUP_EVERY_MS) {
        try {
          const written = await options.takeBackup();
          options.log.info({ backup: written }, "daily backup written");
          newest = { path: written.path, at: now() };
          for (const old of (await backupsIn(options.dir)).slice(options.keep)) {
            await rm(old.path, { force: true });
            options.log.info({ path: old.path }, "old backup deleted");
          }
        } catch (error) {
          options.log.error({ err: error }, "daily backup failed");
        }
      }
      const age = newest ? now() - newest.at : Number.POSITIVE_INFINITY;
      if (age > BACKUP_STALE_MS)
        options.log.warn(
          { lastBackup: newest?.path ?? null, hours: newest ? Math.round(age / HOUR_MS) : null },
          newest
            ? `the last good backup is ${Math.round(age / HOUR_MS)} hours old`
            : "there is no good backup",
        );
    } catch (error) {
      options.log.error({ err: error }, "backup check failed");
    }
  };
  const tick = () => {
    running = running.then(check);
    return running;
  };
  void tick();
  const timer = setInterval(() => void tick(), options.checkEveryMs ?? HOUR_MS).unref();
  return {
    check: tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
