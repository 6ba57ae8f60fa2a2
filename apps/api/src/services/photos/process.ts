import { PHOTO_SIZES, type PhotoSize } from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import type sharpFunction from "sharp";
import type { Metadata, Sharp } from "sharp";
import type { DecodedPixels } from "./hevc-decoder.js";

/** Decodes a HEVC-coded HEIF's pixels (heic-queue.ts's `decode`, bound to the upload). */
export type HevcDecode = (input: Buffer) => Promise<DecodedPixels>;

/** What is stored of an upload: each size re-encoded, with no metadata at all. */
export interface ProcessedPhoto {
  width: number;
  height: number;
  contentType: string;
  sizes: Record<PhotoSize, Buffer>;
}

type SharpModule = typeof sharpFunction;
let sharpModule: Promise<SharpModule> | undefined;
/**
 * sharp and its libvips (about 20 MB of the process's memory), loaded at the first upload
 * rather than at start: most processes never see one.
 */
const loadSharp = () =>
  (sharpModule ??= import("sharp").then(
    (module) => (module as unknown as { default: SharpModule }).default,
  ));

/** The formats accepted, as sharp names them after reading the file's own bytes. */
const READABLE = new Set(["jpeg", "png", "webp", "heif"]);
/** A larger picture (in pixels) is refused before it is decoded: a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
export const STORED_CONTENT_TYPE = "image/webp";
const SHARP_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };

export const NOT_A_PHOTO =
  "This file is not a photo we can read. Upload a JPEG, PNG or HEIC photo.";
export const DAMAGED_PHOTO = "We could not read this photo: it may be damaged. Try another one.";
export const TOO_MANY_PIXELS = "This photo has more than 50 megapixels. Choose a smaller one.";

const unsupported = (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", message);
const unprocessable = (message: string) => new AppError("UNPROCESSABLE_CONTENT", message);

/**
 * Decodes an upload (whatever its Content-Type claimed: the bytes decide), turns it upright,
 * then re-encodes it at each stored size. sharp writes no metadata unless asked, so EXIF
 * (camera, GPS location), XMP and ICC comments are gone.
 *
 * sharp's prebuilt libvips reads HEIF with AV1 but not with HEVC (what iPhones write): it
 * reads such a file's header (format, size) but not its pixels. Those are decoded by
 * heic-decode (libheif in WASM, in a worker thread: hevc-decoder.ts) and handed to sharp as
 * raw RGBA, through `decodeHevc`. Its refusals (a full queue, a deadline) keep their answer.
 */
export async function processPhoto(input: Buffer, decodeHevc: HevcDecode): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only (no pixels yet), at any size: the size is checked below.
    meta = await sharp(input, { ...SHARP_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    // A header sharp cannot parse: a damaged photo if the bytes start like one (a HEIC cut
    // short, its data past the end of the file), else not a photo at all.
    throw startsLikeAPhoto(input) ? unprocessable(DAMAGED_PHOTO) : unsupported(NOT_A_PHOTO);
  }
  const { format, compression, width = 0, height = 0, hasAlpha = false } = meta;
  if (!format || !READABLE.has(format)) throw unsupported(NOT_A_PHOTO);
  // From the header, before any pixel is decoded: heic-decode allocates width*height*4 bytes
  // (and libheif its own buffers) before sharp's limitInputPixels would see the pixels.
  if (width * height > MAX_INPUT_PIXELS) throw unprocessable(TOO_MANY_PIXELS);
  try {
    const upright =
      format === "heif" && compression === "hevc"
        ? hevcImage(sharp, await decodeHevc(input), hasAlpha)
        : // EXIF orientation (sharp reports none for HEIF: libheif applies irot/imir itself).
          sharp(input, SHARP_OPTIONS).rotate();
    return await encodeSizes(upright);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unprocessable(DAMAGED_PHOTO);
  }
}

/** HEIF brands (HEVC and AV1 stills) that may lead an ISO BMFF file's `ftyp` box. */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "mif1", "avif"]);

/** Whether the first bytes are those of a JPEG, PNG, WebP or HEIF file. */
function startsLikeAPhoto(input: Buffer): boolean {
  const ascii = (start: number, end: number) => input.toString("latin1", start, end);
  return (
    (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) ||
    ascii(0, 8) === "\x89PNG\r\n\x1a\n" ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    (ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12)))
  );
}

/**
 * The primary image of a HEVC-coded HEIF as sharp input. libheif applies the file's rotation
 * and mirroring (irot/imir), so the pixels are already upright; the file's EXIF orientation
 * (which iPhones also write) must not be applied again, and it is not: raw pixels carry none.
 */
function hevcImage(
  sharp: SharpModule,
  { width, height, pixels }: DecodedPixels,
  hasAlpha: boolean,
): Sharp {
  const image = sharp(pixels, { ...SHARP_OPTIONS, raw: { width, height, channels: 4 } });
  return hasAlpha ? image : image.removeAlpha();
}

/** Each stored size as WebP, no larger than the original; the size of `large` is reported. */
async function encodeSizes(upright: Sharp): Promise<ProcessedPhoto> {
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
}
