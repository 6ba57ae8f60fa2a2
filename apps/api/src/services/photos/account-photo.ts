import { photoUrl } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { forgetPhotos } from "./deletion-queue.js";
import { processPhoto, type HevcDecode } from "./process.js";
import type { PhotoStorage } from "./storage.js";
import { storeThenCommit } from "./store.js";

/**
 * The viewer's own account photo, shown beside their first name (and as their avatar): a
 * new one replaces the old, whose bytes go once this commits.
 */
export async function uploadAccountPhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
  bytes: Buffer,
  decodeHevc: HevcDecode,
): Promise<void> {
  const photo = await processPhoto(bytes, decodeHevc);
  await storeThenCommit(db, storage, photo, async (db, id) => {
    const old = await db
      .deleteFrom("photos")
      .where("accountUserId", "=", userId)
      .returning("id")
      .executeTakeFirst();
    await db
      .insertInto("photos")
      .values({ id, accountUserId: userId, width: photo.width, height: photo.height })
      .execute();
    await db
      .updateTable("users")
      .set({ profileImageUrl: photoUrl(id, "small") })
      .where("id", "=", userId)
      .execute();
    return { result: undefined, replaced: old?.id };
  });
}

/** Takes the viewer's account photo away (and any picture their sign-in provider gave). */
export async function removeAccountPhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
): Promise<void> {
  await forgetPhotos(db, storage, async (db) => {
    await db.updateTable("users").set({ profileImageUrl: null }).where("id", "=", userId).execute();
    const old = await db
      .deleteFrom("photos")
      .where("accountUserId", "=", userId)
      .returning("id")
      .executeTakeFirst();
    return old ? [old.id] : [];
  });
}
