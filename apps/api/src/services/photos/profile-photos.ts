import { MAX_PROFILE_PHOTOS, type Photo } from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { forgetPhotos } from "./deletion-queue.js";
import { processPhoto, type HevcDecode } from "./process.js";
import { listPhotos } from "./read.js";
import type { PhotoStorage } from "./storage.js";
import { storeThenCommit } from "./store.js";

const PROFILE_FIRST = "Set up your dating profile first.";
const TOO_MANY = `You can have up to ${MAX_PROFILE_PHOTOS} photos. Delete one to add another.`;
const PHOTO_NOT_FOUND = "This photo does not exist.";

/**
 * Adds a photo to the viewer's dating profile. The file is decoded and re-encoded before
 * anything is stored; a bad file throws (415/422) with nothing stored. The row is written
 * under the profile's lock, which holds the 4-photo limit under concurrent uploads.
 */
export async function uploadProfilePhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
  bytes: Buffer,
  decodeHevc: HevcDecode,
): Promise<Photo[]> {
  const profile = await db
    .selectFrom("matchingProfiles")
    .select("userId")
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!profile) throw conflict(PROFILE_FIRST, "PROFILE_REQUIRED");
  if ((await listPhotos(db, userId)).length >= MAX_PROFILE_PHOTOS) throw conflict(TOO_MANY);
  const photo = await processPhoto(bytes, decodeHevc);
  await storeThenCommit(db, storage, photo, async (db, id) => {
    await db
      .selectFrom("matchingProfiles")
      .select("userId")
      .where("userId", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { count, next } = await db
      .selectFrom("photos")
      .select([
        sql<number>`count(*)::int`.as("count"),
        sql<number>`coalesce(max(position) + 1, 0)::int`.as("next"),
      ])
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    if (count >= MAX_PROFILE_PHOTOS) throw conflict(TOO_MANY);
    await db
      .insertInto("photos")
      .values({ id, userId, position: next, width: photo.width, height: photo.height })
      .execute();
    return { result: undefined };
  });
  return listPhotos(db, userId);
}

/** Puts the viewer's photos in the given order; the list must name each of them once. */
export async function reorderPhotos(db: Db, userId: string, photoIds: string[]): Promise<Photo[]> {
  const wanted = photoIds.map((id) => id.toLowerCase());
  await db.transaction().execute(async (db) => {
    const rows = await db
      .selectFrom("photos")
      .select("id")
      .where("userId", "=", userId)
      .forUpdate()
      .execute();
    const mine = new Set(rows.map((r) => r.id));
    if (
      wanted.length !== mine.size ||
      new Set(wanted).size !== wanted.length ||
      !wanted.every((id) => mine.has(id))
    ) {
      throw badRequest("photoIds", "List each of your photos exactly once.");
    }
    for (const [position, id] of wanted.entries()) {
      await db.updateTable("photos").set({ position }).where("id", "=", id).execute();
    }
  });
  return listPhotos(db, userId);
}

export async function deletePhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
  photoId: string,
): Promise<Photo[]> {
  const gone = await forgetPhotos(db, storage, async (db) => {
    const deleted = await db
      .deleteFrom("photos")
      .where("id", "=", photoId.toLowerCase())
      .where("userId", "=", userId)
      .returning("id")
      .executeTakeFirst();
    return deleted ? [deleted.id] : [];
  });
  if (gone.length === 0) throw notFound(PHOTO_NOT_FOUND);
  return listPhotos(db, userId);
}
