import { PROFILE_PHOTO_UPLOAD_PATH } from "@tandem/api-contract";
import sharp from "sharp";
import type { TestContext, TestUser } from "../../../test/helpers.js";

/** Uploads `bytes` as the raw body, as the web app does (to the profile's photos by default). */
export function uploadPhoto(
  t: TestContext,
  user: TestUser | null,
  bytes: Buffer,
  type = "image/jpeg",
  url = PROFILE_PHOTO_UPLOAD_PATH,
) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), "content-type": type },
    payload: bytes,
  });
}

/** A JPEG of one colour. */
export function solidJpeg(
  width: number,
  height: number,
  background = { r: 200, g: 80, b: 120 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
