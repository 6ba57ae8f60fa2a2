import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { NO_PREPARED_STATEMENTS } from "./create-db.js";

export interface EmbeddedPostgres {
  /** A postgres:// URL for the same pg Pool code path as a real server. */
  connectionString: string;
  /** The directory (mode 0700) holding the Unix socket. */
  socketDir: string;
  /** Connections the embedded server accepts at once; size the pool to it. */
  maxConnections: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WASM) in this process and serves it on a Unix socket,
 * so the app reaches it through `pg` exactly as it reaches a real Postgres. PGlite asks for
 * no password, so the socket lives in a new directory only this user can enter (mode 0700):
 * no other local user or process of another account can connect, as anyone could to a
 * loopback port (docs/security.md).
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
  const socketDir = mkdtempSync(join(tmpdir(), "tandem-pglite-"));
  // libpq's naming: host=<directory>, the socket file is .s.PGSQL.<port> inside it.
  const server = new PGLiteSocketServer({
    db: pglite,
    path: join(socketDir, ".s.PGSQL.5432"),
    maxConnections,
  });
  await server.start();
  return {
    connectionString: `postgres:///postgres?user=postgres&host=${encodeURIComponent(socketDir)}&${NO_PREPARED_STATEMENTS}`,
    socketDir,
    maxConnections,
    async stop() {
      await server.stop();
      await pglite.close();
      rmSync(socketDir, { recursive: true, force: true });
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
