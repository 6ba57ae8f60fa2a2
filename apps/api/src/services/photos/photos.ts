import { randomUUID } from "node:crypto";
import {
  MAX_PROFILE_PHOTOS,
  PHOTO_SIZES,
  photoUrl,
  type Ok,
  type Photo,
  type PhotoSize,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import * as matching from "../matching/index.js";
import { enforceRateLimit } from "../postgres/rate-limit.js";
import { processPhoto, type HevcDecode, type ProcessedPhoto } from "./process.js";
import type { PhotoStorage, StoredObject } from "./storage.js";

const PROFILE_FIRST = "Set up your dating profile first.";
const TOO_MANY = `You can have up to ${MAX_PROFILE_PHOTOS} photos. Delete one to add another.`;
const PHOTO_NOT_FOUND = "This photo does not exist.";
const NOT_PAIRED = "Pair with your partner first.";
/** Uploads per account and hour: photos are decoded, which costs the server real work. */
export const PHOTO_UPLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

const sizes = Object.keys(PHOTO_SIZES) as PhotoSize[];
/** The storage keys of every size of one photo. */
export const keysOf = (id: string) => sizes.map((size) => `${id}/${size}`);

interface PhotoRow {
  id: string;
  width: number;
  height: number;
}

export const toPhoto = ({ id, width, height }: PhotoRow): Photo => ({
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

async function store(storage: PhotoStorage, id: string, photo: ProcessedPhoto) {
  for (const size of sizes) {
    await storage.put(`${id}/${size}`, {
      bytes: photo.sizes[size],
      contentType: photo.contentType,
    });
  }
}

/**
 * Deletes the photo rows of couples inside the transaction that ends them, and queues their
 * bytes (`photo_deletions`), so the bytes go even if the process stops before deleting them:
 * a couple's photo ends with the couple (docs/decisions/170-couple-photo-ends-with-couple.md).
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
  ids: readonly string[],
): Promise<void> {
  if (!storage || ids.length === 0) return;
  await deleteQueuedPhotoBytes(db, storage, ids).catch(() => undefined);
}

/**
 * Adds a photo to the viewer's dating profile. The file is decoded and re-encoded before
 * anything is stored; a bad file throws (415/422) with nothing stored. The bytes are
 * written to storage first and the row last (under the profile's lock, which holds the
 * 4-photo limit under concurrent uploads); if the row cannot be written, the bytes are
 * deleted again.
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
  const id = randomUUID();
  await store(storage, id, photo);
  try {
    await db.transaction().execute(async (db) => {
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
    });
  } catch (error) {
    await storage.delete(keysOf(id));
    throw error;
  }
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
  const deleted = await db
    .deleteFrom("photos")
    .where("id", "=", photoId.toLowerCase())
    .where("userId", "=", userId)
    .returning("id")
    .executeTakeFirst();
  if (!deleted) throw notFound(PHOTO_NOT_FOUND);
  await storage.delete(keysOf(deleted.id));
  return listPhotos(db, userId);
}

async function coupleOf(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select("coupleId")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.coupleId) throw conflict(NOT_PAIRED, "NOT_PAIRED");
  return user.coupleId;
}

export async function getCouplePhoto(db: Db, userId: string): Promise<{ photo: Photo | null }> {
  const user = await db
    .selectFrom("users")
    .select("coupleId")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.coupleId) return { photo: null };
  const row = await db
    .selectFrom("photos")
    .select(["id", "width", "height"])
    .where("coupleId", "=", user.coupleId)
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
  const coupleId = await coupleOf(db, userId);
  const photo = await processPhoto(bytes, decodeHevc);
  const id = randomUUID();
  await store(storage, id, photo);
  let replaced: string | undefined;
  try {
    replaced = await db.transaction().execute(async (db) => {
      const old = await db
        .deleteFrom("photos")
        .where("coupleId", "=", coupleId)
        .returning("id")
        .executeTakeFirst();
      await db
        .insertInto("photos")
        .values({ id, coupleId, uploadedById: userId, width: photo.width, height: photo.height })
        .execute();
      return old?.id;
    });
  } catch (error) {
    await storage.delete(keysOf(id));
    throw error;
  }
  if (replaced) await storage.delete(keysOf(replaced));
  return { photo: toPhoto({ id, width: photo.width, height: photo.height }) };
}

export async function deleteCouplePhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
): Promise<Ok> {
  const coupleId = await coupleOf(db, userId);
  const old = await db
    .deleteFrom("photos")
    .where("coupleId", "=", coupleId)
    .returning("id")
    .executeTakeFirst();
  if (old) await storage.delete(keysOf(old.id));
  return { ok: true };
}

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
  const id = randomUUID();
  await store(storage, id, photo);
  let replaced: string | undefined;
  try {
    replaced = await db.transaction().execute(async (db) => {
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
      return old?.id;
    });
  } catch (error) {
    await storage.delete(keysOf(id));
    throw error;
  }
  if (replaced) await storage.delete(keysOf(replaced));
}

/** Takes the viewer's account photo away (and any picture their sign-in provider gave). */
export async function removeAccountPhoto(
  db: Db,
  storage: PhotoStorage,
  userId: string,
): Promise<void> {
  const old = await db.transaction().execute(async (db) => {
    await db.updateTable("users").set({ profileImageUrl: null }).where("id", "=", userId).execute();
    return db
      .deleteFrom("photos")
      .where("accountUserId", "=", userId)
      .returning("id")
      .executeTakeFirst();
  });
  if (old) await storage.delete(keysOf(old.id));
}

/** Who asks for a photo by its address. */
export interface PhotoViewer {
  id: string;
  role: "user" | "admin";
}

/**
 * Whether `viewer` may see the photo (docs/decisions/171-who-may-see-a-photo.md): its owner,
 * staff, the couple of a couple's photo, an active match of a profile or account photo's
 * owner, and, for the owner's profile photos (all of them: decision 126) and account photo,
 * anyone Discover could show the owner to (matching's visibility rule, liked or passed or
 * not: decision 240). A block either way or the owner's suspension hides it from everyone
 * but the owner and staff. False for a photo that does not exist.
 */
export async function mayViewPhoto(db: Db, viewer: PhotoViewer, photoId: string): Promise<boolean> {
  const id = photoId.toLowerCase();
  if (viewer.role === "admin") {
    const row = await db.selectFrom("photos").select("id").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }
  // Discover's rule (matching's visibility.ts), for a viewer whom Discover shows anyone.
  const seeing = await matching.viewerOrNull(db, viewer.id);
  const discoverable = seeing
    ? sql`EXISTS (SELECT 1 FROM matching_profiles p WHERE p.user_id = owner.id
        AND ${matching.mayBeShown(seeing, { hideAnswered: false })})`
    : sql`FALSE`;
  const { rows } = await sql<{ id: string }>`
    SELECT ph.id FROM photos ph
    LEFT JOIN users owner ON owner.id = coalesce(ph.user_id, ph.account_user_id)
    WHERE ph.id = ${id} AND (
      owner.id = ${viewer.id}
      OR ph.couple_id = (SELECT couple_id FROM users WHERE id = ${viewer.id})
      OR (
        owner.suspended_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM blocks b
          WHERE (b.blocker_id = owner.id AND b.blocked_id = ${viewer.id})
             OR (b.blocker_id = ${viewer.id} AND b.blocked_id = owner.id)
        )
        AND (
          EXISTS (
            SELECT 1 FROM matches m
            WHERE m.ended_at IS NULL
              AND m.user_a_id = least(owner.id, ${viewer.id}::uuid)
              AND m.user_b_id = greatest(owner.id, ${viewer.id}::uuid)
          )
          OR (ph.account_user_id IS NOT NULL
              AND owner.couple_id = (SELECT couple_id FROM users WHERE id = ${viewer.id}))
          OR (
            (ph.account_user_id IS NOT NULL OR ph.user_id IS NOT NULL)
            AND ${discoverable}
          )
        )
      )
    )`.execute(db);
  return rows.length > 0;
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
