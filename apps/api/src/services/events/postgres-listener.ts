import pg from "pg";

/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "tandem-live-events";

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

export interface ListenerOptions {
  connectionString: string;
  channel: string;
  onNotify: (payload: string) => void;
  /** After the connection was lost and LISTEN holds again: anything may have been missed. */
  onReconnect: () => void;
  onError: (error: unknown, message: string) => void;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs on `channel`. When it is lost (a database restart,
 * a network failure, a terminated backend) it reconnects with backoff and LISTENs again,
 * then calls `onReconnect`. The first connection must succeed: it is awaited.
 */
export async function listen(options: ListenerOptions): Promise<Listener> {
  let current: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on("notification", ({ channel, payload }) => {
      if (channel === options.channel && payload) options.onNotify(payload);
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
  }

  function lost(client: pg.Client, error: Error | null): void {
    if (current !== client) return;
    current = null;
    void client.end().catch(() => {});
    if (closed) return;
    options.onError(error, "live events: the LISTEN connection was lost; reconnecting");
    retry(FIRST_RETRY_MS);
  }

  function retry(delayMs: number): void {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          if (!closed) options.onReconnect();
        },
        (error: unknown) => {
          if (closed) return;
          options.onError(error, "live events: could not LISTEN again; retrying");
          retry(Math.min(delayMs * 2, MAX_RETRY_MS));
        },
      );
    }, delayMs);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
