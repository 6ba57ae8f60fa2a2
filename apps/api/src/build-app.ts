import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { app, type AppDeps } from "./app.js";
import { ADDRESS_TOO_LONG, MAX_ADDRESS_LENGTH } from "./http/web-pages.js";
import { httpError, sendError } from "./http/errors.js";
import { loggerOptions } from "./http/log-redaction.js";
import { registerRequestLog } from "./http/request-log.js";

/** Trust the `hops` nearest proxies (the addresses they appended), nothing a client sent. */
const trustHops = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;

/** A ready Fastify instance with the app registered; tests call this, server.ts listens. */
export async function buildApp(
  deps: AppDeps,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: loggerOptions(deps.env.LOG_LEVEL),
    // One line per request instead of two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Our own id for every request; a caller's X-Request-Id is logged beside it, never used
    // as it (a client could otherwise make its lines look like another request's).
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, childOptions, rawRequest) => {
      const sent = rawRequest.headers["x-request-id"];
      const clientRequestId =
        typeof sent === "string" && /^[\w-]{1,64}$/.test(sent) ? sent : undefined;
      return logger.child(
        clientRequestId ? { ...bindings, clientRequestId } : bindings,
        childOptions,
      );
    },
    // A tRPC batch names its procedures in the path (`/trpc/user.me,quiz.today,...`): with
    // Fastify's default of 100 characters, a batch of ten reads was "No route" (a 404). The
    // web client splits a batch before its address passes 2,000 characters (apps/web/src/lib/trpc.ts).
    routerOptions: { maxParamLength: MAX_ADDRESS_LENGTH },
    // A number of hops, never `true`: only addresses the configured proxies appended count.
    trustProxy: trustHops(deps.env.TRUST_PROXY_HOPS),
    // A malformed or too long address is refused by the router before any handler: the
    // same JSON answer as every other error, never an echo of the address (found by fuzzing).
    frameworkErrors: (error, request, reply) => {
      // The reply is sent here; nothing waits on it (Fastify's reply is a thenable).
      void sendError(
        request,
        reply,
        httpError(
          400,
          error.code === "FST_ERR_MAX_PARAM_LENGTH"
            ? ADDRESS_TOO_LONG
            : "This address is not valid.",
        ),
      );
    },
    ...options,
  });
  // Behind a proxy that nobody told us about, every client shares the proxy's address (and
  // its rate limits): say so once, naming the setting.
  if (deps.env.TRUST_PROXY_HOPS === 0) {
    let warned = false;
    fastify.addHook("onRequest", (request, _reply, done) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return done();
      warned = true;
      request.log.warn(
        "Requests carry X-Forwarded-For but TRUST_PROXY_HOPS is 0: behind a reverse proxy every client shares its address (and its rate limits). Set TRUST_PROXY_HOPS to the number of proxies.",
      );
      done();
    });
  }
  // The id in every log line of the request, returned so a user's report can be traced.
  fastify.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
  registerRequestLog(fastify);
  await fastify.register(app, deps);
  await fastify.ready();
  return fastify;
}
