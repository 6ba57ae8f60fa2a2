import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { keysOf } from "./read.js";
import type { PhotoStorage } from "./storage.js";

// Every photo's bytes are forgotten the same way: the transaction that deletes its row
// queues the bytes (`photo_deletions`), and after the commit they are deleted at once or, if
// storage fails or the process stops, by housekeeping later. A row never outlives its bytes'
// queue entry, so no bytes are left behind (docs/decisions/170-couple-photo-ends-with-couple.md).

/** Queues the bytes of photos whose rows this transaction deletes. */
export async function queuePhotoBytes(db: Transaction<Database>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .insertInto("photoDeletions")
    .values(ids.map((photoId) => ({ photoId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Deletes the bytes of queued photos from storage, then their queue entries: `ids` (just
 * queued by a committed transaction), or the oldest queued (housekeeping, at start and
 * hourly). Returns how many photos' bytes were deleted.
 */
export async function deleteQueuedPhotoBytes(
  db: Db,
  storage: PhotoStorage,
  ids?: readonly string[],
): Promise<number> {
  const queued =
    ids ??
    (
      await db
        .selectFrom("photoDeletions")
        .select("photoId")
        .orderBy("queuedAt")
        .limit(500)
        .execute()
    ).map((row) => row.photoId);
  for (const id of queued) {
    await storage.delete(keysOf(id));
    await db.deleteFrom("photoDeletions").where("photoId", "=", id).execute();
  }
  return queued.length;
}

/**
 * After a commit that queued photos: their bytes now, or, if storage fails, by housekeeping
 * later (the queue keeps them). The person's action has succeeded either way.
 */
export async function deletePhotoBytesSoon(
  db: Db,
  storage: PhotoStorage | undefined,
  ids: readonly (string | undefined)[],
): Promise<void> {
  const present = ids.filter((id): id is string => id !== undefined);
  if (!storage || present.length === 0) return;
  await deleteQueuedPhotoBytes(db, storage, present).catch(() => undefined);
}

/**
 * Deletes photo rows in a transaction that queues their bytes, then deletes the bytes:
 * `remove` deletes the rows (and whatever else goes with them) and returns their ids.
 */
export async function forgetPhotos(
  db: Db,
  storage: PhotoStorage,
  remove: (db: Transaction<Database>) => Promise<readonly string[]>,
): Promise<string[]> {
  const ids = await db.transaction().execute(async (db) => {
    const gone = [...(await remove(db))];
    await queuePhotoBytes(db, gone);
    return gone;
  });
  await deletePhotoBytesSoon(db, storage, ids);
  return ids;
}
