import { EventEmitter } from "node:events";
import type pg from "pg";

export interface PoolNotification {
  channel: string;
  payload: string;
}

const relays = new WeakMap<object, EventEmitter>();

/** Called by createDb: every NOTIFY arriving on one of the pool's connections is relayed. */
export function relayPoolNotifications(db: object, pool: pg.Pool): void {
  const relay = new EventEmitter();
  pool.on("connect", (client) =>
    client.on("notification", ({ channel, payload }) =>
      relay.emit("notification", { channel, payload: payload ?? "" }),
    ),
  );
  relays.set(db, relay);
}

/**
 * Calls `listener` with each NOTIFY that reaches one of `db`'s pooled connections; returns
 * a function that stops it. On a real Postgres pooled connections do not LISTEN, so nothing
 * arrives here. On the embedded database every connection shares one backend, and a
 * notification arrives on the connection whose statement committed it: a LISTEN-only
 * connection hears nothing, so a process hears its own commits here instead.
 */
export function onPoolNotification(
  db: object,
  listener: (notification: PoolNotification) => void,
): () => void {
  const relay = relays.get(db);
  if (!relay) throw new Error("onPoolNotification needs a database made by createDb.");
  relay.on("notification", listener);
  return () => relay.off("notification", listener);
}
