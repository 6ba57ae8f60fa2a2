import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  CouplePhotoSchema,
  PhotoIdInputSchema,
  PhotoListSchema,
  ReorderPhotosInputSchema,
} from "./schemas.js";

export interface PhotosHandlers {
  list: Handler<typeof PhotoListSchema>;
  reorder: Handler<typeof PhotoListSchema, typeof ReorderPhotosInputSchema>;
  delete: Handler<typeof PhotoListSchema, typeof PhotoIdInputSchema>;
  couplePhoto: Handler<typeof CouplePhotoSchema>;
  deleteCouplePhoto: Handler<typeof OkSchema>;
}

/** Uploads are raw image bodies on PROFILE_PHOTO_UPLOAD_PATH and COUPLE_PHOTO_UPLOAD_PATH. */
export const photosRouter = (h: PhotosHandlers) =>
  router({
    list: signedInProcedure
      .meta(get("/api/matching/photos"))
      .output(PhotoListSchema)
      .query(({ ctx }) => h.list(ctx)),
    reorder: signedInProcedure
      .meta(post("/api/matching/photos/order"))
      .input(ReorderPhotosInputSchema)
      .output(PhotoListSchema)
      .mutation(({ ctx, input }) => h.reorder(ctx, input)),
    delete: signedInProcedure
      .meta(post("/api/matching/photos/{id}/delete"))
      .input(PhotoIdInputSchema)
      .output(PhotoListSchema)
      .mutation(({ ctx, input }) => h.delete(ctx, input)),
    couplePhoto: signedInProcedure
      .meta(get("/api/couple/photo"))
      .output(CouplePhotoSchema)
      .query(({ ctx }) => h.couplePhoto(ctx)),
    deleteCouplePhoto: signedInProcedure
      .meta(post("/api/couple/photo/delete"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.deleteCouplePhoto(ctx)),
  });
