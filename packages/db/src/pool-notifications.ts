import { EventEmitter } from "node:events";
import { sql, type Kysely } from "kysely";
import type pg from "pg";
import type { Database } from "./schema.js";
import type { NotificationHandlers, Notifications } from "./notifications.js";

const relays = new WeakMap<object, EventEmitter>();

/** Called by createDb: every NOTIFY arriving on one of the pool's connections is relayed. */
export function relayPoolNotifications(db: object, pool: pg.Pool): void {
  const relay = new EventEmitter();
  pool.on("connect", (client) =>
    client.on("notification", ({ channel, payload }) => relay.emit(channel, payload ?? "")),
  );
  relays.set(db, relay);
}

/**
 * Notifications heard on `db`'s own pooled connections, for PGlite served over a socket
 * (the API tests' embedded database): every connection shares one backend, and a NOTIFY
 * comes back on the connection whose statement committed it, so a LISTEN-only connection
 * hears nothing, and a process hears its own commits here. Single-process only; a real
 * Postgres uses `listenToPostgres`, the server's embedded PGlite `listenToEmbedded`.
 */
export function listenOnPool(db: Kysely<Database>): Notifications {
  const relay = relays.get(db);
  if (!relay) throw new Error("listenOnPool needs a database made by createDb.");
  return {
    live: true,
    async subscribe(channel: string, handlers: NotificationHandlers) {
      const onPayload = (payload: string) => handlers.onPayload(payload);
      relay.on(channel, onPayload);
      await sql`LISTEN ${sql.id(channel)}`.execute(db);
      return async () => {
        relay.off(channel, onPayload);
      };
    },
    async close() {},
  };
}
