import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { app, type AppDeps } from "./app.js";

/** A ready Fastify instance with the app registered; tests call this, server.ts listens. */
export async function buildApp(
  deps: AppDeps,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: { level: deps.env.LOG_LEVEL },
    genReqId: (request) => {
      const sent = request.headers["x-request-id"];
      return typeof sent === "string" && /^[\w-]{1,64}$/.test(sent) ? sent : randomUUID();
    },
    trustProxy: deps.env.TRUST_PROXY,
    ...options,
  });
  // The id in every log line of the request, returned so a user's report can be traced.
  fastify.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  await fastify.register(app, deps);
  await fastify.ready();
  return fastify;
}
