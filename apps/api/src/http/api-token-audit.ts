import type { Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { recordTokenUse } from "../services/api-tokens/index.js";
import { apiTokenOf } from "./request-context.js";

/** Every request made with an API token, refused ones included, is one audit row. */
export function registerApiTokenAudit(fastify: FastifyInstance, db: Db): void {
  fastify.addHook("onResponse", async (request, reply) => {
    const tokenId = apiTokenOf(request);
    if (!tokenId) return;
    const path = request.url.split("?")[0] ?? "";
    await recordTokenUse(db, {
      tokenId,
      request: `${request.method} ${path}`,
      status: reply.statusCode,
      ip: request.ip,
    }).catch((error: unknown) => request.log.warn({ err: error }, "API token use not recorded"));
  });
}
