// Photos: a dating profile's photos, a couple's avatar and a person's own account photo, in
// pluggable storage.
export {
  removeAccountPhoto,
  uploadAccountPhoto,
  deleteCouplePhoto,
  deletePhotoBytesSoon,
  deleteQueuedPhotoBytes,
  forgetCouplePhotos,
  queuePhotoBytes,
  deletePhoto,
  getCouplePhoto,
  limitUploads,
  listPhotos,
  mayViewPhoto,
  photosByUser,
  readPhoto,
  reorderPhotos,
  uploadCouplePhoto,
  uploadProfilePhoto,
} from "./photos.js";
export { NOT_A_PHOTO, processPhoto, type HevcDecode } from "./process.js";
export { createHeicQueue, type HeicQueue } from "./heic-queue.js";
export {
  createFolderStorage,
  createPhotoStorage,
  createPostgresStorage,
  type PhotoStorage,
} from "./storage.js";
