import { MAX_PHOTO_BYTES, TIME_ZONE_HEADER } from "@tandem/api-contract";

const copy = {
  tooLarge: `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  failed: "The photo could not be uploaded. Please try again.",
};

/** A refused upload: the server's sentence (or ours), and its status when it answered. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Sends a photo file as is (a raw body with the file's own type: JPEG, PNG, HEIC...) to an
 * upload path of the contract, and returns the JSON answer. Files over the limit are refused
 * here without uploading; the server checks again before it reads the body.
 */
export async function uploadPhoto<T>(path: string, file: File): Promise<T> {
  if (file.size > MAX_PHOTO_BYTES) throw new UploadError(copy.tooLarge, 413);
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: {
        "content-type": file.type || "application/octet-stream",
        [TIME_ZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      body: file,
    });
  } catch {
    throw new UploadError(copy.failed);
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new UploadError(answer?.message ?? copy.failed, response.status);
  return answer as T;
}
