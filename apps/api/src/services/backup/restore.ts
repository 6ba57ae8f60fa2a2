import {
  accountsIn,
  createDb,
  DataDirInUseError,
  loadDump,
  openDatabase,
  RESTORE_SCHEMA,
  restoreConnectionString,
  type Db,
} from "@tandem/db";
import { sql } from "kysely";
import type { DatabaseOptions } from "../../data-locations.js";
import {
  BackupRefused,
  photoFolderIsEmpty,
  readBackup,
  replacePhotoFolder,
  type BackupManifest,
} from "./backup-file.js";

/** The target database opened so that a restore builds in RESTORE_SCHEMA (see loadDump). */
async function openForRestore(where: DatabaseOptions): Promise<{ db: Db; close(): Promise<void> }> {
  if (where.databaseUrl) {
    const db = createDb({ connectionString: restoreConnectionString(where.databaseUrl), max: 1 });
    return { db, close: () => db.destroy() };
  }
  if (!where.dataDir) throw new BackupRefused("An in-memory database cannot be restored into.");
  try {
    const opened = await openDatabase({ dataDir: where.dataDir });
    // The embedded database is one backend: the setting holds for every query that follows.
    await sql`SET search_path TO ${sql.id(RESTORE_SCHEMA)}`.execute(opened.db);
    return opened;
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new BackupRefused(
        `${error.message.replace(/ \(a backup can .*\)\./, ".")} Nothing was changed.`,
      );
    throw error;
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  milliseconds: number;
  rows: number;
  photos: number;
  /** Tables of the backup that no migration makes (not Tandem's), left out. */
  leftOut: string[];
}

/**
 * Restores `file` into the database of `where` (and its photos into `photoDir`), after every
 * check of readBackup and the target's: a database holding accounts, or a photo folder
 * holding files, is replaced only with `force`. Refusals throw BackupRefused, having
 * changed nothing.
 */
export async function restoreBackup(options: {
  file: string;
  where: DatabaseOptions;
  photoDir?: string | undefined;
  force: boolean;
}): Promise<RestoreResult> {
  const started = performance.now();
  const { manifest, dump, photos } = await readBackup(options.file);
  const target = await openForRestore(options.where);
  let leftOut: string[];
  try {
    const accounts = await accountsIn(target.db);
    if (accounts > 0 && !options.force)
      throw new BackupRefused(
        `The database already holds ${accounts} account${accounts === 1 ? "" : "s"}; a restore replaces everything in it. ` +
          "Run it again with --force to replace them. Nothing was changed.",
      );
    if (photos.length > 0 && options.photoDir && !options.force)
      if (!(await photoFolderIsEmpty(options.photoDir)))
        throw new BackupRefused(
          `The photo folder ${options.photoDir} already holds photos; a restore replaces them. ` +
            "Run it again with --force to replace them. Nothing was changed.",
        );
    ({ leftOut } = await loadDump(target.db, dump));
  } finally {
    await target.close();
  }
  if (photos.length > 0 && options.photoDir) await replacePhotoFolder(options.photoDir, photos);
  return {
    manifest,
    milliseconds: Math.round(performance.now() - started),
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    photos: photos.length,
    leftOut,
  };
}
