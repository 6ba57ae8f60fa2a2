import { createDb, type Db } from "./create-db.js";
import { startEmbeddedPostgres } from "./embedded.js";

export interface OpenedDatabase {
  db: Db;
  /** "postgres" for a server given by URL, "embedded" for PGlite in this process. */
  kind: "postgres" | "embedded";
  connectionString: string;
  close(): Promise<void>;
}

/**
 * A `DATABASE_URL` means a real Postgres; without one, PGlite is started in this process
 * with its data under `dataDir` (or in memory) and reached through the same pg Pool.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for a real Postgres (the embedded database always gets one connection). */
  poolSize?: number;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = createDb({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    return {
      db,
      kind: "postgres",
      connectionString: options.databaseUrl,
      close: () => db.destroy(),
    };
  }
  const embedded = await startEmbeddedPostgres(
    options.dataDir === undefined ? {} : { dataDir: options.dataDir },
  );
  // One connection: pglite-socket multiplexes connections message by message, so two
  // connections' extended-protocol queries can interleave outside a transaction. The pool
  // queues our queries instead. (Code inside a transaction must use only its `trx`.)
  const db = createDb({ connectionString: embedded.connectionString, max: 1 });
  return {
    db,
    kind: "embedded",
    connectionString: embedded.connectionString,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}
