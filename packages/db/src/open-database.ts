import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { createDb, kyselyOn, type Db, type QueryListener } from "./create-db.js";
import { lockDataDir } from "./data-dir-lock.js";
import { listenToPGlite, listenToPostgres, type Notifications } from "./notifications.js";

export interface OpenedDatabase {
  db: Db;
  /** "postgres" for a server given by URL, "embedded" for PGlite in this process. */
  kind: "postgres" | "embedded";
  /** LISTEN/NOTIFY for this process (Postgres: one connection, opened at first subscribe). */
  notifications: Notifications;
  close(): Promise<void>;
}

/**
 * A `DATABASE_URL` means a real Postgres; without one, PGlite runs in this process with its
 * data under `dataDir` (or in memory), queried directly (no socket in between).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for a real Postgres (the embedded database has one connection). */
  poolSize?: number;
  /** See CreateDbOptions.mapError. */
  mapError?: (error: unknown) => unknown;
  /** See CreateDbOptions.onQuery. */
  onQuery?: QueryListener;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = createDb({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.mapError ? { mapError: options.mapError } : {}),
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
    const notifications = listenToPostgres(options.databaseUrl);
    return {
      db,
      kind: "postgres",
      notifications,
      async close() {
        await notifications.close();
        await db.destroy();
      },
    };
  }
  // Loaded only here: a server on Postgres never holds PGlite's modules (6 MB).
  const [{ createPGlite }, { PGliteDialect }] = await Promise.all([
    import("./embedded.js"),
    import("./pglite-dialect.js"),
  ]);
  // A second process on the same folder would write to a copy that is thrown away.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await createPGlite(options.dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = kyselyOn(new PGliteDialect(pglite), options.onQuery);
  return {
    db,
    kind: "embedded",
    notifications: listenToPGlite(pglite),
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
