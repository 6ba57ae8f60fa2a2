// Which storage holds the photos: the setting PHOTO_STORAGE and what each kind needs.
import type { Db } from "@tandem/db";
import { createS3Storage, type S3Options } from "./s3.js";
import { createFolderStorage, createPostgresStorage, type PhotoStorage } from "./storage.js";

export interface PhotoStorageSettings {
  PHOTO_STORAGE: "postgres" | "folder" | "s3";
  PHOTO_STORAGE_DIR?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** The storage the settings name (env.ts checks that each kind has what it needs). */
export function createPhotoStorage(db: Db, settings: PhotoStorageSettings): PhotoStorage {
  switch (settings.PHOTO_STORAGE) {
    case "postgres":
      return createPostgresStorage(db);
    case "folder":
      return createFolderStorage(settings.PHOTO_STORAGE_DIR ?? ".data/photos");
    case "s3": {
      const options: S3Options = {
        endpoint: settings.S3_ENDPOINT ?? "",
        bucket: settings.S3_BUCKET ?? "",
        region: settings.S3_REGION ?? "us-east-1",
        accessKeyId: settings.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? "",
      };
      return createS3Storage(options);
    }
  }
}
