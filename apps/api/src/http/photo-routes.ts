import {
  ACCOUNT_PHOTO_UPLOAD_PATH,
  COUPLE_PHOTO_UPLOAD_PATH,
  MAX_PHOTO_BYTES,
  PHOTO_UPLOAD_CONTENT_TYPES,
  PhotoSizeSchema,
  PROFILE_PHOTO_UPLOAD_PATH,
  type RequestContext,
} from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { invitePhotoId, limitInvitePreviews } from "../services/couples/index.js";
import * as matching from "../services/matching/index.js";
import * as photos from "../services/photos/index.js";
import { getAuthUser } from "../services/users/index.js";
import { httpError, sendError } from "./errors.js";

export const PHOTO_TOO_LARGE = `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller one.`;
/**
 * A photo's bytes never change (a new photo is a new id), but who may see them can (an
 * unmatch, a block): browsers keep them a day, then ask again with the ETag (a 304 after the
 * check, or a 404).
 */
export const PHOTO_CACHE_CONTROL = "private, max-age=86400";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PhotoRouteDeps {
  db: Db;
  storage: photos.PhotoStorage;
  createContext: (request: FastifyRequest) => Promise<RequestContext>;
  heicQueue: photos.HeicQueue;
}

/** An upload's uploader and the HEVC decode bound to them and to its arrival. */
interface Upload {
  userId: string;
  decodeHevc: photos.HevcDecode;
}
const uploadsInFlight = new WeakMap<FastifyRequest, Upload>();
const arrivals = new WeakMap<FastifyRequest, number>();
/** The types a phone gives a HEIC (the bytes still decide how it is decoded). */

/**
 * The photo routes that are not procedures: uploads are a raw image body (what a phone's
 * file picker gives, sent as is with its type), and a photo is served as image bytes.
 * - POST PROFILE_PHOTO_UPLOAD_PATH / COUPLE_PHOTO_UPLOAD_PATH / ACCOUNT_PHOTO_UPLOAD_PATH: sign-in and the content
 *   type, the hourly upload limit (429) and, for a HEIC, room in the decode queue (503, or
 *   429 while the account's other HEIC decodes) are checked before the body is read; a body
 *   over MAX_PHOTO_BYTES is refused (413) before it is read in full; what is read is
 *   decoded (415/422 when it is not a photo).
 * - GET /api/photos/{id}/{size}: for a signed-in user who may see it (matching's mayViewPhoto).
 * - GET /api/pair/invites/{token}/photo: the inviter's account photo (small), to anyone
 *   holding an invite link that is still open (its page is seen signed out).
 * Errors are the API's JSON error body, like every other route.
 */
export async function registerPhotoRoutes(fastify: FastifyInstance, deps: PhotoRouteDeps) {
  const { db, storage, createContext, heicQueue } = deps;

  await fastify.register(async (uploads) => {
    acceptRawImages(uploads);
    uploads.addHook("onRequest", async (request) => {
      arrivals.set(request, Date.now());
    });
    // Everything that can refuse an upload without its body, before the body is read.
    uploads.addHook("preParsing", async (request) => {
      const ctx = await createContext(request);
      if (!ctx.viewer) throw httpError(401, "Unauthorized");
      const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(PHOTO_UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", photos.NOT_A_PHOTO);
      }
      const userId = ctx.viewer.id;
      // Every type, not only HEIC's: a HEIC body sent as another type is found only by its
      // bytes, after the body was read.
      const refused = heicQueue.refusal(userId);
      if (refused) throw refused;
      await photos.limitUploads(db, userId);
      const job = { owner: userId, arrivedAt: arrivals.get(request) ?? Date.now() };
      uploadsInFlight.set(request, {
        userId,
        decodeHevc: (input) => heicQueue.decode(input, job),
      });
    });
    const bodyOf = (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", photos.NOT_A_PHOTO);
      }
      return request.body;
    };
    uploads.post(
      PROFILE_PHOTO_UPLOAD_PATH,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const { userId, decodeHevc } = uploadsInFlight.get(request)!;
        const list = await photos.uploadProfilePhoto(
          db,
          storage,
          userId,
          bodyOf(request),
          decodeHevc,
        );
        return reply.status(201).send(list);
      },
    );
    uploads.post(
      ACCOUNT_PHOTO_UPLOAD_PATH,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const { userId, decodeHevc } = uploadsInFlight.get(request)!;
        await photos.uploadAccountPhoto(db, storage, userId, bodyOf(request), decodeHevc);
        return reply.status(201).send(await getAuthUser(db, userId));
      },
    );
    uploads.post(
      COUPLE_PHOTO_UPLOAD_PATH,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const { userId, decodeHevc } = uploadsInFlight.get(request)!;
        const result = await photos.uploadCouplePhoto(
          db,
          storage,
          userId,
          bodyOf(request),
          decodeHevc,
        );
        return reply.status(201).send(result);
      },
    );
  });

  fastify.get<{ Params: { token: string } }>(
    "/api/pair/invites/:token/photo",
    async (request, reply) => {
      const token = request.params.token;
      await limitInvitePreviews(db, request.ip);
      const id = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await invitePhotoId(db, token) : null;
      const object = id ? await photos.readPhoto(db, storage, id, "small") : null;
      if (!object) return sendError(request, reply, httpError(404, "This photo does not exist."));
      // Not immutable: the link can stop working, and the photo with it.
      reply
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff");
      return reply.type(object.contentType).send(object.bytes);
    },
  );

  fastify.get<{ Params: { id: string; size: string } }>(
    "/api/photos/:id/:size",
    async (request, reply) => {
      const ctx = await createContext(request);
      if (!ctx.viewer) return sendError(request, reply, httpError(401, "Unauthorized"));
      const size = PhotoSizeSchema.safeParse(request.params.size);
      const id = request.params.id;
      // Not allowed to see it is answered as "does not exist": an address reveals nothing.
      const missing = () => sendError(request, reply, httpError(404, "This photo does not exist."));
      if (!size.success || !UUID.test(id) || !(await matching.mayViewPhoto(db, ctx.viewer, id)))
        return missing();
      const etag = `"${id.toLowerCase()}-${size.data}"`;
      reply
        .header("cache-control", PHOTO_CACHE_CONTROL)
        .header("etag", etag)
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const object = await photos.readPhoto(db, storage, id, size.data);
      if (!object) return missing();
      return reply.type(object.contentType).send(object.bytes);
    },
  );
}

/**
 * An upload context takes the raw image as its body (any content type, up to the photos'
 * limit) and answers a too-large or unreadable one in the photos' words.
 */
export function acceptRawImages(uploads: FastifyInstance): void {
  uploads.removeAllContentTypeParsers();
  uploads.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MAX_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  uploads.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode;
    if (status === 413) return sendError(request, reply, httpError(413, PHOTO_TOO_LARGE));
    if (status === 415) return sendError(request, reply, httpError(415, photos.NOT_A_PHOTO));
    const known = status && status >= 400 && status < 500;
    return sendError(request, reply, known ? httpError(status, error.message) : error);
  });
}
