import type { EmbeddedBackend } from "./embedded-backend.js";
import pg from "pg";

export interface NotificationHandlers {
  /** One NOTIFY on the channel, with its payload. */
  onPayload(payload: string): void;
  /** Notifications may have been missed (the connection dropped, or came back). */
  onGap?(): void;
}

/**
 * Postgres LISTEN/NOTIFY for one process: ONE connection listens to every channel the
 * process subscribes to. Caches may trust what they hold only while `live` is true: while
 * it is false, a notification can be missed, so they must not answer from memory.
 */
export interface Notifications {
  readonly live: boolean;
  subscribe(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];
/** How the LISTEN connection shows in pg_stat_activity. */
export const NOTIFICATIONS_APPLICATION_NAME = "tandem-notifications";
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Listens on a dedicated connection to `connectionString`; when it drops, every subscriber
 * hears a gap, and it reconnects (250 ms up to 5 s apart) and listens again, then reports a
 * gap once more (anything may have changed meanwhile) and is live again.
 */
export function listenToPostgres(
  connectionString: string,
  log: (message: string, error?: unknown) => void = () => {},
): Notifications {
  const channels = new Map<string, Set<NotificationHandlers>>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;

  const gap = () => {
    for (const handlers of channels.values()) for (const h of handlers) h.onGap?.();
  };

  // One LISTEN at a time on the connection: pg 8 queues a query sent while another runs,
  // with a warning, and pg 9 refuses it.
  let listening: Promise<unknown> = Promise.resolve();
  const listen = (on: pg.Client, channel: string) => {
    const sent = listening.then(() => on.query(`LISTEN ${quoteIdent(channel)}`));
    listening = sent.catch(() => {});
    return sent;
  };

  const lost = (which: pg.Client, error?: unknown) => {
    if (which !== client) return;
    client = null;
    live = false;
    gap();
    if (closed) return;
    log("notifications: the LISTEN connection was lost; reconnecting", error);
    which.removeAllListeners();
    which.on("error", () => {});
    void which.end().catch(() => {});
    retry = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, 4)]).unref();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        application_name: NOTIFICATIONS_APPLICATION_NAME,
        keepAlive: true,
      });
      next.on("error", (error) => lost(next, error));
      next.on("end", () => lost(next));
      next.on("notification", ({ channel, payload }) => {
        for (const h of channels.get(channel) ?? []) h.onPayload(payload ?? "");
      });
      try {
        client = next;
        await next.connect();
        for (const channel of channels.keys()) await listen(next, channel);
        if (client !== next) return;
        attempt = 0;
        live = true;
        gap();
      } catch (error) {
        lost(next, error);
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    async subscribe(channel, handlers) {
      const known = channels.get(channel);
      if (known) known.add(handlers);
      else {
        channels.set(channel, new Set([handlers]));
        if (client && live) await listen(client, channel);
      }
      if (!client && !closed) await connect();
      return async () => {
        channels.get(channel)?.delete(handlers);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite in this process: every NOTIFY is seen by the process itself, so always live. */
export function listenToEmbedded(backend: EmbeddedBackend): Notifications {
  return {
    live: true,
    async subscribe(channel, handlers) {
      return backend.listen(channel, (payload) => handlers.onPayload(payload));
    },
    async close() {},
  };
}
