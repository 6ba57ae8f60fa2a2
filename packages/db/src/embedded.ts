import { mkdirSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  /** A postgres:// URL for the same pg Pool code path as a real server. */
  connectionString: string;
  /** Connections the embedded server accepts at once; size the pool to it. */
  maxConnections: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) in this process and serves it on a loopback
 * port, so the app reaches it through `pg` exactly as it reaches a real Postgres.
 * All connections share one backend: transactions are serialised, and outside a
 * transaction two connections' queries can interleave, so give the app ONE connection.
 */
export async function startEmbeddedPostgres(options: {
  /** A directory for the data, or undefined for an in-memory database. */
  dataDir?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  const maxConnections = options.maxConnections ?? 10;
  const pglite = await createPGlite(options.dataDir);
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    connectionString: `postgres://postgres@${address}/postgres?sslmode=disable`,
    maxConnections,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * PGlite with its data in `dataDir` (or in memory), reading values as our pg Pool does
 * (create-db.ts): `date` as "YYYY-MM-DD" strings, bigint as numbers.
 */
export async function createPGlite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir ?? "memory://", {
    parsers: { [types.DATE]: (value) => value, [types.INT8]: (value) => Number(value) },
  });
}
