import { rewardImageUrl, type RewardImage } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { processPhoto, queuePhotoBytes, storeThenCommit } from "../photos/index.js";
import type { HevcDecode, PhotoStorage } from "../photos/index.js";

/**
 * A reward image staff upload (decision 359): the photo pipeline's processing (EXIF and
 * every other metadata dropped, the sizes made), its bytes stored under a new id, then its
 * row. The reward keeps the answer's `imageUrl` as its image, as it keeps a typed address.
 */
export async function uploadRewardImage(
  db: Db,
  storage: PhotoStorage,
  staffId: string,
  bytes: Buffer,
  decodeHevc: HevcDecode,
): Promise<RewardImage> {
  const photo = await processPhoto(bytes, decodeHevc);
  const { id } = await storeThenCommit(db, storage, photo, async (db, id) => {
    await db
      .insertInto("rewardImages")
      .values({ id, width: photo.width, height: photo.height, uploadedById: staffId })
      .execute();
    return { result: undefined };
  });
  return { id, imageUrl: rewardImageUrl(id), width: photo.width, height: photo.height };
}

const UPLOADED = /^\/api\/reward-images\/([0-9a-f-]{36})\/(small|large)$/i;

/** The uploaded image an `imageUrl` names, if it names one. */
export const rewardImageIdOf = (imageUrl: string | null) =>
  imageUrl ? (UPLOADED.exec(imageUrl)?.[1]?.toLowerCase() ?? null) : null;

/** Whether a reward image may be served: it is one staff uploaded (not any stored photo). */
export async function isRewardImage(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("rewardImages")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * In the transaction that changed a reward's image from `previous`: an uploaded image no
 * reward shows any more is deleted, its bytes queued (the deletion queue deletes them after
 * the commit, or housekeeping later). Returns the id queued, if any.
 */
export async function forgetReplacedRewardImage(
  db: Transaction<Database>,
  previous: string | null,
): Promise<string | null> {
  const id = rewardImageIdOf(previous);
  if (!id) return null;
  const stillShown = await db
    .selectFrom("rewards")
    .select("id")
    .where("imageUrl", "in", [rewardImageUrl(id), `/api/reward-images/${id}/small`])
    .limit(1)
    .executeTakeFirst();
  if (stillShown) return null;
  const gone = await db.deleteFrom("rewardImages").where("id", "=", id).returning("id").execute();
  if (gone.length === 0) return null;
  await queuePhotoBytes(db, [id]);
  return id;
}
