import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite, types, type PGliteOptions } from "@electric-sql/pglite";
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
 * Postgres's settings inside PGlite, for one process on one machine (docs/scaling.md, "Memory
 * of the embedded database"). Postgres's default `shared_buffers` of 128 MB is written into
 * the WASM heap at start (about 130 MB of the process's memory at idle) while a local
 * Tandem's data is a few MB; pages that do not fit come from the operating system's file
 * cache, a copy away. One backend needs neither 100 connections' lock and process slots nor
 * 64 MB per index build.
 */
export const EMBEDDED_POSTGRES_SETTINGS = [
  "shared_buffers=16MB",
  "max_connections=5",
  "maintenance_work_mem=16MB",
];

/**
 * PGlite with its data in `dataDir` (or in memory), reading values as our pg Pool does
 * (create-db.ts): `date` as "YYYY-MM-DD" strings, bigint as numbers. A new database is
 * made by `initdb` in a child process (`initialiseInChildProcess`).
 */
export async function createPGlite(dataDir?: string): Promise<PGlite> {
  const options: PGliteOptions = {
    parsers: { [types.DATE]: (value) => value, [types.INT8]: (value) => Number(value) },
    postgresqlconf: EMBEDDED_POSTGRES_SETTINGS,
  };
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, "PG_VERSION"))) await initialiseInChildProcess(dataDir);
    return PGlite.create(dataDir, options);
  }
  const made = mkdtempSync(join(tmpdir(), "tandem-initdb-"));
  try {
    const tarball = join(made, "pgdata.tar");
    await initialiseInChildProcess(tarball);
    return await PGlite.create("memory://", {
      ...options,
      loadDataDir: new Blob([readFileSync(tarball)]),
    });
  } finally {
    rmSync(made, { recursive: true, force: true });
  }
}

/**
 * PGlite makes a new database by starting a second PGlite with its own WASM heap and running
 * `initdb`'s module in it. In the server's process both stayed after the start: ~400 MB at
 * idle until a full garbage collection came (and for an in-memory database, for good: its
 * files keep a reference to the second instance). A child process does it and exits, taking
 * that memory with it: into `target`, a data directory, or a tarball (a name ending in .tar).
 */
function initialiseInChildProcess(target: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `
    const { writeFileSync } = require("node:fs");
    const { PGlite } = require(process.env.PGLITE_MODULE);
    const target = process.env.PGLITE_TARGET;
    (async () => {
      const tarball = target.endsWith(".tar");
      const pg = await PGlite.create(tarball ? "memory://" : target);
      if (tarball) writeFileSync(target, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
      await pg.close();
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", script],
      { env: { ...process.env, PGLITE_MODULE: pglite, PGLITE_TARGET: target } },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`initdb failed: ${stderr || error.message}`)) : resolve(),
    );
  });
}
