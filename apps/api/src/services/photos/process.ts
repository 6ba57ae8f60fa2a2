import { PHOTO_SIZES, type PhotoSize } from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import sharp from "sharp";

/** What is stored of an upload: each size re-encoded, with no metadata at all. */
export interface ProcessedPhoto {
  width: number;
  height: number;
  contentType: string;
  sizes: Record<PhotoSize, Buffer>;
}

/** The formats accepted, as sharp names them after reading the file's own bytes. */
const READABLE = new Set(["jpeg", "png", "webp", "heif"]);
/** A larger picture (in pixels) is refused before it is decoded: a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
export const STORED_CONTENT_TYPE = "image/webp";

export const NOT_A_PHOTO =
  "This file is not a photo we can read. Upload a JPEG, PNG or HEIC photo.";
export const HEIC_UNREADABLE =
  'This HEIC photo can\'t be read here. Upload it as a JPEG (on an iPhone, choose "Most Compatible" under Settings > Camera > Formats).';
export const DAMAGED_PHOTO = "We could not read this photo: it may be damaged. Try another one.";

const unsupported = (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", message);
const unprocessable = (message: string) => new AppError("UNPROCESSABLE_CONTENT", message);

/**
 * Decodes an upload (whatever its Content-Type claimed: the bytes decide), turns it upright
 * from its EXIF orientation, then re-encodes it at each stored size. sharp writes no
 * metadata unless asked, so EXIF (camera, GPS location), XMP and ICC comments are gone.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const meta = await sharp(input, options).metadata();
    format = meta.format;
    compression = meta.compression;
  } catch {
    throw unsupported(NOT_A_PHOTO);
  }
  if (!format || !READABLE.has(format)) throw unsupported(NOT_A_PHOTO);
  try {
    const upright = sharp(input, options).rotate();
    const sizes = {} as Record<PhotoSize, Buffer>;
    let width = 0;
    let height = 0;
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
      const edge = PHOTO_SIZES[size];
      const { data, info } = await upright
        .clone()
        .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      sizes[size] = data;
      if (size === "large") ({ width, height } = info);
    }
    return { width, height, contentType: STORED_CONTENT_TYPE, sizes };
  } catch {
    if (format === "heif" && compression === "hevc") throw unsupported(HEIC_UNREADABLE);
    throw unprocessable(DAMAGED_PHOTO);
  }
}
