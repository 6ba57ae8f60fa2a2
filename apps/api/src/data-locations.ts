import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Env } from "./env.js";

// Where the data lives, from the settings: the database, the backups, the photo folder.

/** Where the database is: what `openDatabase` of @tandem/db takes. */
export interface DatabaseOptions {
  /** A real Postgres. */
  databaseUrl?: string;
  /** Postgres directly, for LISTEN, session advisory locks and migrations (with databaseUrl). */
  listenUrl?: string;
  /** Connections to databaseUrl. */
  poolSize?: number;
  /** A streaming replica of databaseUrl, for the reads of decision 357. */
  readUrl?: string;
  readPoolSize?: number;
  /** The embedded database's folder; neither this nor a URL means an in-memory database. */
  dataDir?: string;
}

const IN_MEMORY = "memory://";

/**
 * The one decision of where the database is, for the server and every command: DATABASE_URL
 * if set; else the embedded database in DATA_DIR (relative to `cwd`; memory:// keeps it in
 * memory); else `.data/pglite` at the root of the pnpm workspace `cwd` is in (where
 * `npm start`, `pnpm dev` and the commands share it), or under `cwd` outside a workspace.
 */
export function databaseOptions(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR"> &
    Partial<
      Pick<
        Env,
        | "DATABASE_LISTEN_URL"
        | "DATABASE_POOL_SIZE"
        | "DATABASE_READ_URL"
        | "DATABASE_READ_POOL_SIZE"
      >
    >,
  cwd: string = process.cwd(),
): DatabaseOptions {
  if (env.DATABASE_URL)
    return {
      databaseUrl: env.DATABASE_URL,
      ...(env.DATABASE_LISTEN_URL ? { listenUrl: env.DATABASE_LISTEN_URL } : {}),
      ...(env.DATABASE_POOL_SIZE ? { poolSize: env.DATABASE_POOL_SIZE } : {}),
      ...(env.DATABASE_READ_URL ? { readUrl: env.DATABASE_READ_URL } : {}),
      ...(env.DATABASE_READ_POOL_SIZE ? { readPoolSize: env.DATABASE_READ_POOL_SIZE } : {}),
    };
  if (env.DATA_DIR === IN_MEMORY) return {};
  if (env.DATA_DIR) return { dataDir: resolve(cwd, env.DATA_DIR) };
  return { dataDir: join(workspaceRoot(cwd) ?? resolve(cwd), ".data", "pglite") };
}

/** Where backups are written: BACKUP_DIR, or `backups` beside the embedded database's folder. */
export function backupDir(
  env: Pick<Env, "BACKUP_DIR" | "DATABASE_URL" | "DATA_DIR">,
  cwd: string = process.cwd(),
): string {
  if (env.BACKUP_DIR) return resolve(cwd, env.BACKUP_DIR);
  const { dataDir } = databaseOptions({ DATABASE_URL: undefined, DATA_DIR: env.DATA_DIR }, cwd);
  return dataDir
    ? join(dirname(dataDir), "backups")
    : join(workspaceRoot(cwd) ?? resolve(cwd), ".data", "backups");
}

/** The photo folder when photos live in one (PHOTO_STORAGE=folder), for backups. */
export function photoFolder(
  env: Pick<Env, "PHOTO_STORAGE" | "PHOTO_STORAGE_DIR">,
  cwd: string = process.cwd(),
): string | undefined {
  return env.PHOTO_STORAGE === "folder" ? resolve(cwd, env.PHOTO_STORAGE_DIR) : undefined;
}

/** The nearest folder at or above `from` that holds pnpm-workspace.yaml. */
function workspaceRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The database in words, for the start banner and the commands' messages. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) {
    const also = [
      ...(options.listenUrl ? ["sessions of their own through DATABASE_LISTEN_URL"] : []),
      ...(options.readUrl ? ["lag-tolerant reads from DATABASE_READ_URL"] : []),
    ];
    return `PostgreSQL (${["DATABASE_URL", ...also].join(", ")})`;
  }
  return `embedded PGlite in ${options.dataDir ?? "memory"}`;
}
