import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Db } from "@tandem/db";

/** A stored object: the bytes of one size of one photo. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where photo bytes live. Keys are `<photo id>/<size>`; a photo's bytes never change (a new
 * photo is a new id), which is what lets a browser revalidate them by their ETag alone.
 */
export interface PhotoStorage {
  readonly kind: "postgres" | "folder" | "s3";
  put(key: string, object: StoredObject): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(keys: readonly string[]): Promise<void>;
}

/** The default: a bytea row per object in `storage_objects`, so a backup holds everything. */
export function createPostgresStorage(db: Db): PhotoStorage {
  return {
    kind: "postgres",
    async put(key, { bytes, contentType }) {
      await db
        .insertInto("storageObjects")
        .values({ key, bytes, contentType })
        .onConflict((oc) => oc.column("key").doUpdateSet({ bytes, contentType }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom("storageObjects")
        .select(["bytes", "contentType"])
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.deleteFrom("storageObjects").where("key", "in", keys).execute();
    },
  };
}

const SAFE_KEY = /^[0-9a-f-]{36}\/[a-z]+$/;

/** A folder on this machine (one file per object, written atomically by a rename). */
export function createFolderStorage(root: string): PhotoStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return join(base, key);
  };
  return {
    kind: "folder",
    async put(key, { bytes, contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.tmp`, bytes);
      await writeFile(`${path}.type`, contentType);
      await rename(`${path}.tmp`, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, "utf8"),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        await rm(`${path}.type`, { force: true });
      }
    },
  };
}
