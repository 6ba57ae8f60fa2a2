import type { Ok, Photo } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { forgetPhotos, queuePhotoBytes } from "./deletion-queue.js";
import { processPhoto, type HevcDecode } from "./process.js";
import { toPhoto } from "./read.js";
import type { PhotoStorage } from "./storage.js";
import { storeThenCommit } from "./store.js";

const NOT_PAIRED = "Pair with your partner first.";

async function coupleIdOf(db: Db, userId: string): Promise<string | null> {
  const user = await db
    .selectFrom("users")
    .select("coupleId")
    .where("id", "=", userId)
    .executeTakeFirst();
  return user?.coupleId ?? null;
}

async function requireCouple(db: Db, userId: string): Promise<string> {
  const coupleId = await coupleIdOf(db, userId);
  if (!coupleId) throw conflict(NOT_PAIRED, "NOT_PAIRED");
  return coupleId;
}

export async function getCouplePhoto(db: Db, userId: string): Promise<{ photo: Photo | null }> {
  const coupleId = await coupleIdOf(db, userId);
  if (!coupleId) return { photo: null };
  const row = await db
    .selectFrom("photos")
    .select(["id", "width", "height"])
    .where("coupleId", "=", coupleId)
    .executeTakeFirst();
  return { photo: row ? toPhoto(row) : null };
}

/** The couple's avatar: either partner sets it; a new one replaces the old. */
export async function uploadCouplePhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
  bytes: Buffer,
  decodeHevc: HevcDecode,
): Promise<{ photo: Photo }> {
  const coupleId = await requireCouple(db, userId);
  const photo = await processPhoto(bytes, decodeHevc);
  const { id } = await storeThenCommit(db, storage, photo, async (db, id) => {
    const old = await db
      .deleteFrom("photos")
      .where("coupleId", "=", coupleId)
      .returning("id")
      .executeTakeFirst();
    await db
      .insertInto("photos")
      .values({ id, coupleId, uploadedById: userId, width: photo.width, height: photo.height })
      .execute();
    return { result: undefined, replaced: old?.id };
  });
  return { photo: toPhoto({ id, width: photo.width, height: photo.height }) };
}

export async function deleteCouplePhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
): Promise<Ok> {
  const coupleId = await requireCouple(db, userId);
  await forgetPhotos(db, storage, async (db) => {
    const old = await db
      .deleteFrom("photos")
      .where("coupleId", "=", coupleId)
      .returning("id")
      .executeTakeFirst();
    return old ? [old.id] : [];
  });
  return { ok: true };
}

/**
 * Deletes the photo rows of couples inside the transaction that ends them, and queues their
 * bytes: a couple's photo ends with the couple
 * (docs/decisions/170-couple-photo-ends-with-couple.md).
 */
export async function forgetCouplePhotos(
  db: Transaction<Database>,
  coupleIds: readonly string[],
): Promise<string[]> {
  if (coupleIds.length === 0) return [];
  const gone = await db
    .deleteFrom("photos")
    .where("coupleId", "in", coupleIds)
    .returning("id")
    .execute();
  const ids = gone.map((row) => row.id);
  await queuePhotoBytes(db, ids);
  return ids;
}
