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
export { processPhoto } from "./process.js";
export {
  createFolderStorage,
  createPhotoStorage,
  createPostgresStorage,
  type PhotoStorage,
} from "./storage.js";
