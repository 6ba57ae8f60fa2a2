import { onPoolNotification, type Db } from "@tandem/db";
import { sql } from "kysely";
import { listen } from "./postgres-listener.js";
import { LIVE_EVENTS_CHANNEL, recipientsOf } from "./publish.js";

/** Where the live events are heard: the database `db` is on. */
export interface LiveEventSource {
  kind: "postgres" | "embedded";
  connectionString: string;
}

/** This process's side of the live event stream: who is watching, and when to look. */
export interface LiveEventHub {
  /**
   * Calls `wake` whenever events for `userId` may have been committed: after each
   * notification naming them, and after the hub reconnected (it may have missed some).
   * Returns a function that stops watching.
   */
  watch(userId: string, wake: () => void): () => void;
  /** Aborted when the hub closes: the streams end, and their clients reconnect elsewhere. */
  readonly closing: AbortSignal;
  close(): Promise<void>;
}

type ErrorLog = (error: unknown, message: string) => void;

/**
 * On Postgres: one dedicated LISTEN connection per process (reconnecting after a restart).
 * On the embedded database a LISTEN-only connection hears nothing (every connection shares
 * one backend, and a notification goes back on the connection that committed it), so the
 * backend LISTENs once and the pool's own connections relay what this process commits;
 * the embedded database is single-process anyway.
 */
export async function startLiveEventHub(
  db: Db,
  source: LiveEventSource,
  logError: ErrorLog,
): Promise<LiveEventHub> {
  const watchers = new Map<string, Set<() => void>>();
  const closing = new AbortController();
  const wakeAll = () => watchers.forEach((set) => set.forEach((wake) => wake()));
  const notify = (payload: string) => {
    for (const userId of recipientsOf(payload)) watchers.get(userId)?.forEach((wake) => wake());
  };

  let stop: () => Promise<void>;
  if (source.kind === "postgres") {
    const listener = await listen({
      connectionString: source.connectionString,
      channel: LIVE_EVENTS_CHANNEL,
      onNotify: notify,
      onReconnect: wakeAll,
      onError: logError,
    });
    stop = () => listener.close();
  } else {
    const off = onPoolNotification(db, ({ channel, payload }) => {
      if (channel === LIVE_EVENTS_CHANNEL) notify(payload);
    });
    await sql`LISTEN ${sql.id(LIVE_EVENTS_CHANNEL)}`.execute(db);
    stop = async () => off();
  }

  return {
    watch(userId, wake) {
      const set = watchers.get(userId) ?? new Set();
      set.add(wake);
      watchers.set(userId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && watchers.get(userId) === set) watchers.delete(userId);
      };
    },
    closing: closing.signal,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      await stop();
    },
  };
}
