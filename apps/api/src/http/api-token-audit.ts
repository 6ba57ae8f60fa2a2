import type { Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { recordTokenUse } from "../services/api-tokens/index.js";
import { apiTokenOf } from "./request-context.js";

/** Every request made with an API token, refused ones included, is one audit row. */
export function registerApiTokenAudit(fastify: FastifyInstance, db: Db): void {
  // A callback hook: the answers without a token (nearly all) pass without a promise.
  fastify.addHook("onResponse", (request, reply, done) => {
    const tokenId = apiTokenOf(request);
    if (!tokenId) return done();
    const path = request.url.split("?")[0] ?? "";
    recordTokenUse(db, {
      tokenId,
      request: `${request.method} ${path}`,
      status: reply.statusCode,
      ip: request.ip,
    })
      .catch((error: unknown) => request.log.warn({ err: error }, "API token use not recorded"))
      .finally(() => done());
  });
}
