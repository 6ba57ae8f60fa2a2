import { mkdirSync } from "node:fs";
import type { EmbeddedBackend } from "./embedded-backend.js";
import { createDb, kyselyOn, type Db, type QueryListener } from "./create-db.js";
import { lockDataDir } from "./data-dir-lock.js";
import { listenToEmbedded, listenToPostgres, type Notifications } from "./notifications.js";
import type { QueryObserver } from "./pglite-dialect.js";

export interface OpenedDatabase {
  db: Db;
  /**
   * Connections with sessions of their own, for what must hold across statements: advisory
   * locks taken with `pg_advisory_lock` and migrations. Postgres directly when a listen URL
   * is given (DATABASE_URL may be a PgBouncer in transaction mode), else `db` itself.
   */
  directDb: Db;
  /**
   * A streaming replica (`readUrl`), for the reads that tolerate a second of lag; undefined
   * without one. Which reads go there, and when not, is the API's choice (decision 357).
   */
  readDb?: Db;
  /** "postgres" for a server given by URL, "embedded" for PGlite in a thread of this process. */
  kind: "postgres" | "embedded";
  /** LISTEN/NOTIFY for this process (Postgres: one connection, opened at first subscribe). */
  notifications: Notifications;
  close(): Promise<void>;
}

/**
 * A `DATABASE_URL` means a real Postgres; without one, PGlite runs in a worker thread of this
 * process with its data under `dataDir` (or in memory), queried directly (no socket in
 * between) while the server's thread goes on with other requests.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** Postgres directly, for LISTEN and `directDb`; without it, `databaseUrl` serves both. */
  listenUrl?: string;
  dataDir?: string;
  /** Pool size for a real Postgres (the embedded database has one connection). */
  poolSize?: number;
  /** A streaming replica of `databaseUrl` (Postgres only), opened as `readDb`. */
  readUrl?: string;
  /** The replica's pool size; `poolSize` without it. */
  readPoolSize?: number;
  /** See CreateDbOptions.mapError. */
  mapError?: (error: unknown) => unknown;
  /** See CreateDbOptions.onQuery. */
  onQuery?: QueryListener;
  /**
   * Sees every statement of the embedded database (a tracing span each). A real Postgres is
   * seen through `pg` by whoever instruments it.
   */
  observeEmbeddedQueries?: QueryObserver;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = createDb({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.mapError ? { mapError: options.mapError } : {}),
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
    // Two: the start's lock and migrations, then the reminders' lock now and then.
    const directDb = options.listenUrl
      ? createDb({
          connectionString: options.listenUrl,
          max: 2,
          ...(options.mapError ? { mapError: options.mapError } : {}),
        })
      : db;
    // No mapError: a failing replica is the read router's to handle (it asks the primary).
    const readDb = options.readUrl
      ? createDb({
          connectionString: options.readUrl,
          max: options.readPoolSize ?? options.poolSize ?? 10,
          ...(options.onQuery ? { onQuery: options.onQuery } : {}),
        })
      : undefined;
    const notifications = listenToPostgres(options.listenUrl ?? options.databaseUrl);
    return {
      db,
      directDb,
      ...(readDb ? { readDb } : {}),
      kind: "postgres",
      notifications,
      async close() {
        await notifications.close();
        if (directDb !== db) await directDb.destroy();
        await readDb?.destroy();
        await db.destroy();
      },
    };
  }
  // Loaded only here; the worker thread alone loads PGlite's modules (6 MB).
  const [{ startEmbeddedThread }, { PGliteDialect }] = await Promise.all([
    import("./embedded-thread.js"),
    import("./pglite-dialect.js"),
  ]);
  // A second process on the same folder would write to a copy that is thrown away.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let backend: EmbeddedBackend;
  try {
    backend = await startEmbeddedThread(options.dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = kyselyOn(
    new PGliteDialect(backend, options.observeEmbeddedQueries),
    options.onQuery ? { onQuery: options.onQuery } : {},
  );
  return {
    db,
    directDb: db,
    kind: "embedded",
    notifications: listenToEmbedded(backend),
    async close() {
      try {
        await db.destroy();
        await backend.close();
      } finally {
        lock?.release();
      }
    },
  };
}
