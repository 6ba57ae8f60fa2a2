// Photos: a dating profile's photos, a couple's avatar and a person's own account photo, in
// pluggable storage. Each upload stores its bytes, then commits its row (`store.ts`); each
// deleted photo's bytes are queued in the same transaction and deleted after it
// (`deletion-queue.ts`).
export { photosByUser, listPhotos, readPhoto } from "./read.js";
export { limitUploads, storeThenCommit } from "./store.js";
export { deletePhotoBytesSoon, deleteQueuedPhotoBytes, queuePhotoBytes } from "./deletion-queue.js";
export { deletePhoto, reorderPhotos, uploadProfilePhoto } from "./profile-photos.js";
export {
  deleteCouplePhoto,
  forgetCouplePhotos,
  getCouplePhoto,
  uploadCouplePhoto,
} from "./couple-photo.js";
export { removeAccountPhoto, uploadAccountPhoto } from "./account-photo.js";
export { NOT_A_PHOTO, processPhoto, type HevcDecode } from "./process.js";
export { createHeicQueue, type HeicQueue } from "./heic-queue.js";
export { createFolderStorage, createPostgresStorage, type PhotoStorage } from "./storage.js";
export { createPhotoStorage } from "./storage-settings.js";
