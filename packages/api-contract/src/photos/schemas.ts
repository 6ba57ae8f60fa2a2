import { z } from "zod";
import { Id } from "../common.js";

// Photos (docs/photos.md): up to 4 per dating profile, and a couple's avatar. Uploads are raw
// image bodies on the two upload paths below (not JSON, so not tRPC procedures); the rest
// (list, reorder, delete) are procedures.

/** An upload larger than this is refused (413) before it is decoded. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PROFILE_PHOTOS = 4;
/** The longest side of each stored size, in pixels. */
export const PHOTO_SIZES = { small: 400, large: 1200 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PhotoSizeSchema = z.enum(["small", "large"]);

/**
 * What an upload may be sent as. HEIC is accepted when the server's image library can read
 * it (the prebuilt sharp reads AVIF-coded HEIF, not the HEVC-coded HEIC of most iPhones:
 * those are refused with a 415 that says to send a JPEG; iPhones convert on upload).
 * `application/octet-stream` is accepted and sniffed, for phones that send no type.
 */
export const PHOTO_UPLOAD_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "image/avif",
  "application/octet-stream",
] as const;
/** What the photo picker offers. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/** POST a raw image body here (Content-Type: the image's): a new photo of my dating profile. */
export const PROFILE_PHOTO_UPLOAD_PATH = "/api/matching/photos";
/**
 * POST a raw image body here: the account's own photo, beside the first name everywhere
 * (replaces the previous one; answers the updated user).
 */
export const ACCOUNT_PHOTO_UPLOAD_PATH = "/api/user/photo";
/** POST a raw image body here: the couple's avatar photo (replaces the previous one). */
export const COUPLE_PHOTO_UPLOAD_PATH = "/api/couple/photo";
/** GET: one stored size of a photo, cached as immutable (a changed photo is a new id). */
export const PHOTO_PATH = "/api/photos/{id}/{size}";
export const photoUrl = (id: string, size: PhotoSize) => `/api/photos/${id}/${size}`;

export const PhotoSchema = z.object({
  id: Id,
  /** The large size (1200 px on the longest side at most). */
  url: z.string(),
  /** The small size (400 px), for thumbnails and avatars. */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;
export const PhotoListSchema = z.array(PhotoSchema);

export const PhotoIdInputSchema = z.object({ id: Id });
export const ReorderPhotosInputSchema = z.object({
  /** Every photo of my profile, in the new order. */
  photoIds: z.array(Id).min(1).max(MAX_PROFILE_PHOTOS),
});
export type ReorderPhotosInput = z.input<typeof ReorderPhotosInputSchema>;

export const CouplePhotoSchema = z.object({ photo: PhotoSchema.nullable() });
