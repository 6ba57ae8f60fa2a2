import { randomUUID } from "node:crypto";
import { PHOTO_SIZES, type PhotoSize } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { deletePhotoBytesSoon, queuePhotoBytes } from "./deletion-queue.js";
import type { ProcessedPhoto } from "./process.js";
import { keysOf } from "./read.js";
import type { PhotoStorage } from "./storage.js";

/** Uploads per account and hour: photos are decoded, which costs the server real work. */
export const PHOTO_UPLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

/**
 * Counts an upload against the account's hourly limit (429 past it). Called by the upload
 * routes before the body is read, so a refused upload costs no read of up to 10 MB.
 */
export async function limitUploads(db: Db, userId: string) {
  await enforceRateLimit(
    db,
    `photo-upload:${userId}`,
    PHOTO_UPLOAD_RATE_LIMIT,
    "You've uploaded a lot of photos. Try again later.",
  );
}

/** What the transaction of an upload did: the photo it replaced, if any. */
export interface Committed<T> {
  result: T;
  replaced?: string | undefined;
}

/**
 * Every upload's order: the processed photo's bytes are stored under a new id first, then
 * `commit` writes its row in one transaction. If the transaction fails, the new bytes are
 * deleted again; if it replaced a photo, the old one's bytes are queued in it and deleted
 * after the commit, as every deleted photo's are.
 */
export async function storeThenCommit<T>(
  db: Db,
  storage: PhotoStorage,
  photo: ProcessedPhoto,
  commit: (db: Transaction<Database>, id: string) => Promise<Committed<T>>,
): Promise<{ id: string; result: T }> {
  const id = randomUUID();
  for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
    await storage.put(`${id}/${size}`, {
      bytes: photo.sizes[size],
      contentType: photo.contentType,
    });
  }
  let committed: Committed<T>;
  try {
    committed = await db.transaction().execute(async (db) => {
      const done = await commit(db, id);
      if (done.replaced) await queuePhotoBytes(db, [done.replaced]);
      return done;
    });
  } catch (error) {
    await storage.delete(keysOf(id));
    throw error;
  }
  await deletePhotoBytesSoon(db, storage, [committed.replaced]);
  return { id, result: committed.result };
}
