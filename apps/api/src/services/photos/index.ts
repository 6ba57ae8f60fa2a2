// Photos (issue 12): a dating profile's photos and a couple's avatar, in pluggable storage.
export {
  deleteCouplePhoto,
  deletePhoto,
  getCouplePhoto,
  listPhotos,
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
