import { PROCESS_HEARTBEAT_MS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import type { ProcessReport } from "./process-report.js";

export interface Heartbeat {
  /** Writes the row now (also what the timer does). */
  beat(): Promise<void>;
  /** Stops the timer and deletes the row: a clean shutdown leaves nothing behind. */
  stop(): Promise<void>;
}

/**
 * Writes this process's row at once and every PROCESS_HEARTBEAT_MS: one upsert (decision
 * 325). A failed write (the database away) is logged at most once until one succeeds; the
 * next beat writes again.
 */
export async function startHeartbeat(options: {
  db: Db;
  report: ProcessReport;
  liveStreams: () => number;
  log: Logger;
  everyMs?: number;
}): Promise<Heartbeat> {
  const { db, report, liveStreams, log } = options;
  let failing = false;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const write = async () => {
    if (stopped) return;
    const row = report.row(liveStreams());
    const { id: _id, host: _host, pid: _pid, startedAt: _startedAt, ...changing } = row;
    try {
      await db
        .insertInto("serverProcesses")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(changing))
        .execute();
      failing = false;
    } catch (error) {
      if (!failing) log.warn({ err: error }, "process heartbeat not written");
      failing = true;
    }
  };
  const beat = () => {
    running = running.then(write);
    return running;
  };
  await beat();
  const timer = setInterval(() => void beat(), options.everyMs ?? PROCESS_HEARTBEAT_MS).unref();
  return {
    beat,
    async stop() {
      clearInterval(timer);
      stopped = true;
      await running;
      await db
        .deleteFrom("serverProcesses")
        .where("id", "=", report.id)
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, "process row not deleted"));
    },
  };
}
