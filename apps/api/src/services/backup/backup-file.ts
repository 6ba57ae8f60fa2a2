import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import {
  dumpDatabase,
  knownMigrations,
  schemaVersionOf,
  type Db,
  type LogicalDump,
} from "@tandem/db";
import { packTar, TarError, unpackTar, type TarEntry } from "./tar.js";

// The backup file (decision 290): a .tar.gz holding manifest.json, one JSON-lines file per
// table under database/, and the photo folder's files under photos/.
export const BACKUP_FORMAT = "tandem-backup";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";

interface FileRecord {
  file: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The last migration applied, by name. */
  schemaVersion: string;
  migrations: string[];
  /** Where the data came from: "embedded" or "postgres"; either restores into either. */
  engine: "embedded" | "postgres";
  tables: (FileRecord & { name: string; rows: number })[];
  sequences: LogicalDump["sequences"];
  /** The photo folder's files (PHOTO_STORAGE=folder); photos kept in the database are rows. */
  photos: FileRecord[];
}

/** A file a restore will not use, with the reason in words; nothing has been changed. */
export class BackupRefused extends Error {}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const record = (file: string, data: Buffer): FileRecord => ({
  file,
  bytes: data.length,
  sha256: sha256(data),
});

/** `tandem-backup-2026-12-02T06-40-00Z.tar.gz`: sorts by time, safe in any file system. */
export function backupFileName(at: Date): string {
  return `tandem-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar.gz`;
}
export const isBackupFileName = (name: string) => /^tandem-backup-.*\.tar\.gz$/.test(name);

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

export interface WrittenBackup {
  path: string;
  bytes: number;
  milliseconds: number;
  rows: number;
  photos: number;
}

/**
 * Writes one backup file into `outDir`: the database in one snapshot, then the photo folder
 * (when photos live in one). Written under a temporary name and renamed, so a file with the
 * final name is always whole.
 */
export async function writeBackup(options: {
  db: Db;
  engine: BackupManifest["engine"];
  outDir: string;
  photoDir?: string;
  now?: Date;
  afterTable?: (name: string) => Promise<void>;
}): Promise<WrittenBackup> {
  const started = performance.now();
  const createdAt = options.now ?? new Date();
  const dump = await dumpDatabase(options.db, options.afterTable);
  const entries: TarEntry[] = [];
  const tables: BackupManifest["tables"] = [];
  for (const table of dump.tables) {
    const data = Buffer.from(table.jsonLines);
    const file = `database/${table.name}.jsonl`;
    entries.push({ name: file, data });
    tables.push({ name: table.name, rows: table.rows, ...record(file, data) });
  }
  const photos: FileRecord[] = [];
  // After the snapshot: a photo saved meanwhile may come along, one the snapshot names is here.
  for (const key of options.photoDir ? await filesUnder(options.photoDir) : []) {
    const data = await readFile(join(options.photoDir ?? "", key)).catch(() => undefined);
    if (!data) continue; // deleted since it was listed
    const file = `photos/${key}`;
    entries.push({ name: file, data });
    photos.push(record(file, data));
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    schemaVersion: schemaVersionOf(dump.migrations),
    migrations: dump.migrations,
    engine: options.engine,
    tables,
    sequences: dump.sequences,
    photos,
  };
  entries.unshift({ name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) });
  const compressed = await promisify(gzip)(packTar(entries));
  await mkdir(options.outDir, { recursive: true });
  const path = join(options.outDir, backupFileName(createdAt));
  const partial = `${path}.partial`;
  await writeFile(partial, compressed, { mode: 0o600 });
  await rename(partial, path);
  return {
    path,
    bytes: (await stat(path)).size,
    milliseconds: Math.round(performance.now() - started),
    rows: tables.reduce((sum, table) => sum + table.rows, 0),
    photos: photos.length,
  };
}

export interface CheckedBackup {
  manifest: BackupManifest;
  dump: LogicalDump;
  photos: TarEntry[];
}

/**
 * Reads and checks a backup before anything is changed: a whole gzip and tar, our format in
 * a version this build reads, every file's checksum, and a schema this build knows.
 */
export async function readBackup(path: string): Promise<CheckedBackup> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new BackupRefused(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let entries: TarEntry[];
  try {
    entries = unpackTar(await promisify(gunzip)(bytes));
  } catch (error) {
    const why = error instanceof TarError ? error.message : "it is not a whole gzip file";
    throw new BackupRefused(
      `${path} is not a Tandem backup, or it is cut short (${why}). Nothing was changed.`,
    );
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(byName.get(MANIFEST)?.toString("utf8") ?? "") as BackupManifest;
  } catch {
    manifest = {} as BackupManifest;
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupRefused(
      `${path} is not a Tandem backup (it has no Tandem manifest). Nothing was changed.`,
    );
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupRefused(
      `${path} was written by a newer version of Tandem (backup format ${manifest.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}). ` +
        "Restore it with that version or a later one. Nothing was changed.",
    );
  const known = new Set(knownMigrations());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BackupRefused(
      `${path} holds a database of a newer version of Tandem (schema ${manifest.schemaVersion}; ` +
        `this version does not know the migration ${unknown[0]}). Restore it with that version or a later one. Nothing was changed.`,
    );
  const checked = (file: FileRecord): Buffer => {
    const data = byName.get(file.file);
    if (!data || data.length !== file.bytes || sha256(data) !== file.sha256)
      throw new BackupRefused(
        `${path} is damaged: ${file.file} ${data ? "does not match its checksum" : "is missing"}. Nothing was changed.`,
      );
    return data;
  };
  const dump: LogicalDump = {
    migrations: manifest.migrations,
    sequences: manifest.sequences,
    tables: manifest.tables.map((table) => ({
      name: table.name,
      rows: table.rows,
      jsonLines: checked(table).toString("utf8"),
    })),
  };
  const photos = manifest.photos.map((photo) => ({
    name: photo.file.slice("photos/".length),
    data: checked(photo),
  }));
  return { manifest, dump, photos };
}

/** Puts `photos` in place of `dir`'s files: written beside it, then swapped in. */
export async function replacePhotoFolder(dir: string, photos: readonly TarEntry[]): Promise<void> {
  const incoming = `${dir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  for (const photo of photos) {
    const path = join(incoming, photo.name);
    if (relative(incoming, path).startsWith("..")) continue; // never outside the folder
    await mkdir(join(path, ".."), { recursive: true });
    await writeFile(path, photo.data);
  }
  await rm(dir, { recursive: true, force: true });
  await rename(incoming, dir);
}

export const photoFolderIsEmpty = async (dir: string) => (await filesUnder(dir)).length === 0;
