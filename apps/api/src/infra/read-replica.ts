import { sql } from "kysely";
import { TRPCError } from "@trpc/server";
import { isDatabaseUnavailable, type Db } from "@tandem/db";
import type { Logger } from "../lib/logger.js";

/**
 * Where the lag-tolerant reads go (decision 357). Reads by a client whose last write the
 * replica has not replayed yet, reads by API tokens, and every read while the replica is down
 * or more than `maxLagSeconds` behind go to the primary; the rest to the replica.
 */
export interface ReadRouting {
  /** Runs `read` on the replica when it may, else (or when the replica fails it) on the primary. */
  run<T>(who: ReadCaller, read: (reads: Db) => Promise<T>): Promise<T>;
  /** The primary's WAL position now: a client's write is at or before it. */
  primaryPosition(): Promise<string | null>;
  status(): ReplicaStatus | null;
  close(): Promise<void>;
}

/** The request as the routing needs it (a RequestContext fits). */
export interface ReadCaller {
  /** The primary's position after the client's last write (its cookie), if any. */
  writePosition?: string | null;
  apiToken?: unknown;
}

export type ReplicaState = "starting" | "serving" | "behind" | "down";

export interface ReplicaStatus {
  state: ReplicaState;
  /** Seconds since the primary was at a position the replica has not replayed; null when down. */
  lagSeconds: number | null;
  /** Reads the replica answered, and those sent to the primary instead, since the start. */
  replicaReads: number;
  primaryReads: number;
}

/** Every read on the primary: no replica configured (and the embedded database). */
export function primaryOnly(primary: Db): ReadRouting {
  return {
    run: (_who, read) => read(primary),
    primaryPosition: async () => null,
    status: () => null,
    close: async () => {},
  };
}

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A WAL position ("16/B374D848") as a number that compares; null if it is not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = text ? LSN.exec(text) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** Positions of the primary seen by the poller, oldest first; bounded. */
interface Sample {
  lsn: bigint;
  at: number;
}
const MAX_SAMPLES = 3600;

export function routeReads(options: {
  primary: Db;
  replica: Db;
  maxLagSeconds: number;
  log: Logger;
  /** How often the replica's position is read (1 s). */
  checkEveryMs?: number;
}): ReadRouting {
  const { primary, replica, maxLagSeconds, log } = options;
  const everyMs = options.checkEveryMs ?? 1000;
  let state: ReplicaState = "starting";
  let lagSeconds: number | null = null;
  let replayed = -1n;
  let replicaReads = 0;
  let primaryReads = 0;
  const samples: Sample[] = [];

  const usable = () => state === "serving";
  // One warning when the reads leave the replica, one line when they come back.
  let warned = false;
  function become(next: ReplicaState, details: object) {
    if (next === state) return;
    state = next;
    if (next === "serving") {
      if (warned) log.info(details, "read replica: serving the lag-tolerant reads again");
      warned = false;
      return;
    }
    if (warned) return;
    warned = true;
    log.warn(
      details,
      next === "down"
        ? "read replica: unreachable, its reads go to the primary (DATABASE_URL) until it answers"
        : `read replica: more than ${maxLagSeconds} s behind, its reads go to the primary until it catches up`,
    );
  }

  async function check() {
    let primaryLsn: bigint | null;
    try {
      const { rows } = await sql<{
        lsn: string;
      }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(primary);
      primaryLsn = parseLsn(rows[0]?.lsn);
    } catch {
      return; // The primary's outage is the outage monitor's to tell.
    }
    const at = Date.now();
    if (primaryLsn !== null && (samples.at(-1)?.lsn ?? -1n) < primaryLsn) {
      samples.push({ lsn: primaryLsn, at });
      if (samples.length > MAX_SAMPLES) samples.shift();
    }
    try {
      const { rows } = await withTimeout(
        sql<{
          recovering: boolean;
          replayed: string | null;
        }>`SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed`.execute(
          replica,
        ),
        Math.max(2000, everyMs * 2),
      );
      const row = rows[0];
      const position = parseLsn(row?.replayed);
      if (!row?.recovering || position === null) {
        lagSeconds = null;
        become("down", { reason: "DATABASE_READ_URL is not a replica in recovery" });
        return;
      }
      replayed = position;
      while (samples.length > 0 && samples[0]!.lsn <= replayed) samples.shift();
      // Behind by as long as the oldest primary position it has not replayed was seen ago.
      lagSeconds = samples.length > 0 ? (Date.now() - samples[0]!.at) / 1000 : 0;
      become(lagSeconds > maxLagSeconds ? "behind" : "serving", { lagSeconds });
    } catch (error) {
      lagSeconds = null;
      become("down", { err: error });
    }
  }

  let running: Promise<void> | null = check().finally(() => (running = null));
  const timer = setInterval(() => {
    running ??= check().finally(() => (running = null));
  }, everyMs).unref();

  function mayRead(who: ReadCaller): boolean {
    if (!usable() || who.apiToken) return false;
    if (!who.writePosition) return true;
    const wrote = parseLsn(who.writePosition);
    return wrote !== null && wrote <= replayed;
  }

  return {
    async run(who, read) {
      if (!mayRead(who)) {
        primaryReads++;
        return read(primary);
      }
      try {
        const result = await read(replica);
        replicaReads++;
        return result;
      } catch (error) {
        // The app's own refusals (a 4xx) are the answer. Anything else (the replica gone, a
        // query it cancelled to replay WAL) is asked again of the primary.
        if (error instanceof TRPCError) throw error;
        if (isDatabaseUnavailable(error)) {
          // Its lag is unknown from now on, as when the poller finds it gone.
          lagSeconds = null;
          become("down", { err: error });
        }
        primaryReads++;
        return read(primary);
      }
    },
    async primaryPosition() {
      const { rows } = await sql<{
        lsn: string;
      }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(primary);
      return rows[0]?.lsn ?? null;
    },
    status: () => ({ state, lagSeconds, replicaReads, primaryReads }),
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
