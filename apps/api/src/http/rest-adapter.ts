import type { FastifyInstance, FastifyRequest } from "fastify";
import { callTRPCProcedure, type AnyTRPCRouter } from "@trpc/server";
import type { RequestContext } from "@tandem/api-contract";
import { restProcedures } from "@tandem/api-contract/server";
import { sendError } from "./errors.js";

/** "/api/rewards/{id}/redeem" -> "/api/rewards/:id/redeem" */
const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * The procedure's input: path parameters over the JSON body or query string. No body is no
 * input; a body that is not an object is passed on for validation to name.
 */
function restInput(params: Record<string, string>, payload: unknown): unknown {
  const hasParams = Object.keys(params).length > 0;
  if (payload === undefined || payload === null) return hasParams ? params : undefined;
  if (typeof payload !== "object" || Array.isArray(payload)) return payload;
  return { ...payload, ...params };
}

/**
 * Serves every procedure that declares `meta.rest` at its REST path, calling the same
 * procedure (same validation, auth and handler) as tRPC does. Input is the path parameters
 * merged with the JSON body (POST/PATCH) or the query string (GET).
 */
export function registerRestRoutes(
  app: FastifyInstance,
  router: AnyTRPCRouter,
  createContext: (request: FastifyRequest) => Promise<RequestContext>,
): void {
  for (const { name, type, rest } of restProcedures(router)) {
    app.route({
      method: rest.method,
      url: toFastifyPath(rest.path),
      handler: async (request, reply) => {
        const input = restInput(
          (request.params ?? {}) as Record<string, string>,
          rest.method === "GET" ? request.query : request.body,
        );
        try {
          const ctx = await createContext(request);
          const data = await callTRPCProcedure({
            router,
            path: name,
            type,
            ctx,
            getRawInput: async () => input,
            signal: undefined,
            batchIndex: 0,
          });
          return reply.status(rest.status ?? 200).send(data);
        } catch (thrown) {
          return sendError(request, reply, thrown);
        }
      },
    });
  }
}
