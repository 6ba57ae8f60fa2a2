import {
  MAX_PHOTO_BYTES,
  PHOTO_UPLOAD_CONTENT_TYPES,
  PhotoSizeSchema,
  REWARD_IMAGE_UPLOAD_PATH,
  type RequestContext,
} from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as admin from "../services/admin/index.js";
import * as moderation from "../services/moderation/index.js";
import * as photos from "../services/photos/index.js";
import { httpError, sendError } from "./errors.js";
import { acceptRawImages } from "./photo-routes.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A reward image is the same for everyone and never changes (a new image is a new id). */
const REWARD_IMAGE_CACHE_CONTROL = "private, max-age=604800, immutable";

interface RewardImageRouteDeps {
  db: Db;
  storage: photos.PhotoStorage;
  createContext: (request: FastifyRequest) => Promise<RequestContext>;
  heicQueue: photos.HeicQueue;
}

const uploaders = new WeakMap<FastifyRequest, { staffId: string; arrivedAt: number }>();

/**
 * Reward images (decision 359), beside the photo routes and with their rules:
 * - POST REWARD_IMAGE_UPLOAD_PATH: a raw image body, staff with a recent sign-in only (an API
 *   token cannot upload); the type, the hourly upload limit and the HEIC queue are checked
 *   before the body is read, a body over MAX_PHOTO_BYTES is refused (413), and it is decoded
 *   like every photo (415/422 when it is not one). Answers RewardImageSchema (201).
 * - GET /api/reward-images/{id}/{size}: to anyone signed in, only ids of reward images.
 */
export async function registerRewardImageRoutes(
  fastify: FastifyInstance,
  deps: RewardImageRouteDeps,
) {
  const { db, storage, createContext, heicQueue } = deps;

  await fastify.register(async (uploads) => {
    acceptRawImages(uploads);
    uploads.addHook("preParsing", async (request) => {
      const arrivedAt = Date.now();
      const ctx = await createContext(request);
      if (!ctx.viewer) throw httpError(401, "Unauthorized");
      if (ctx.viewer.role !== "admin" || ctx.apiToken) {
        throw new AppError("FORBIDDEN", "Only staff can upload reward images.");
      }
      await moderation.requireRecentSignIn(db, { ...ctx, viewer: ctx.viewer });
      const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(PHOTO_UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", photos.NOT_A_PHOTO);
      }
      const refused = heicQueue.refusal(ctx.viewer.id);
      if (refused) throw refused;
      await photos.limitUploads(db, ctx.viewer.id);
      uploaders.set(request, { staffId: ctx.viewer.id, arrivedAt });
    });
    uploads.post(
      REWARD_IMAGE_UPLOAD_PATH,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const { staffId, arrivedAt } = uploaders.get(request)!;
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", photos.NOT_A_PHOTO);
        }
        const image = await admin.uploadRewardImage(db, storage, staffId, request.body, (input) =>
          heicQueue.decode(input, { owner: staffId, arrivedAt }),
        );
        return reply.status(201).send(image);
      },
    );
  });

  fastify.get<{ Params: { id: string; size: string } }>(
    "/api/reward-images/:id/:size",
    async (request, reply) => {
      const ctx = await createContext(request);
      if (!ctx.viewer) return sendError(request, reply, httpError(401, "Unauthorized"));
      const size = PhotoSizeSchema.safeParse(request.params.size);
      const id = request.params.id.toLowerCase();
      const missing = () => sendError(request, reply, httpError(404, "This image does not exist."));
      if (!size.success || !UUID.test(id) || !(await admin.isRewardImage(db, id))) return missing();
      const object = await storage.get(`${id}/${size.data}`);
      if (!object) return missing();
      reply
        .header("cache-control", REWARD_IMAGE_CACHE_CONTROL)
        .header("x-content-type-options", "nosniff");
      return reply.type(object.contentType).send(object.bytes);
    },
  );
}
