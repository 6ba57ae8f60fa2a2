import { PHOTO_SIZES, photoUrl, type Photo, type PhotoSize } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { PhotoStorage, StoredObject } from "./storage.js";

const sizes = Object.keys(PHOTO_SIZES) as PhotoSize[];
/** The storage keys of every size of one photo. */
export const keysOf = (id: string) => sizes.map((size) => `${id}/${size}`);

export const toPhoto = ({
  id,
  width,
  height,
}: {
  id: string;
  width: number;
  height: number;
}): Photo => ({
  id,
  url: photoUrl(id, "large"),
  thumbUrl: photoUrl(id, "small"),
  width,
  height,
});

/** Each of `userIds`' profile photos, in their order. */
export async function photosByUser(db: Db, userIds: readonly string[]) {
  const byUser = new Map<string, Photo[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom("photos")
    .select(["id", "userId", "width", "height"])
    .where("userId", "in", userIds)
    .orderBy("userId")
    .orderBy("position")
    .orderBy("createdAt")
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.userId!) ?? [];
    list.push(toPhoto(row));
    byUser.set(row.userId!, list);
  }
  return byUser;
}

export async function listPhotos(db: Db, userId: string): Promise<Photo[]> {
  return (await photosByUser(db, [userId])).get(userId) ?? [];
}

/** One stored size of a photo that still exists, or null. */
export async function readPhoto(
  db: Db,
  storage: PhotoStorage,
  photoId: string,
  size: PhotoSize,
): Promise<StoredObject | null> {
  const id = photoId.toLowerCase();
  const row = await db.selectFrom("photos").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return storage.get(`${id}/${size}`);
}
