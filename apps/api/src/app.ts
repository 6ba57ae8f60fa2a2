import { resolve } from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import { sql } from "kysely";
import secureJson from "secure-json-parse";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import {
  createAppRouter,
  shownName,
  toErrorResponse,
  withRequestId,
  type AppRouter,
} from "@tandem/api-contract/server";
import type { Db, Notifications } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { loadServerCopies } from "./html/copies.js";
import { registerReminderRoutes } from "./http/reminder-routes.js";
import { emailSignInRoutes } from "./http/sign-in/email-routes.js";
import { oidcSignInRoutes } from "./http/sign-in/oidc-routes.js";
import { sessionRoutes } from "./http/sign-in/session-routes.js";
import { clearSiteDataOnSessionEnd } from "./http/clear-site-data.js";
import { createSessionCache } from "./auth/session-cache.js";
import { sessionCookieName } from "./auth/sessions.js";
import { backupDir, type Env } from "./env.js";
import type { Tracing } from "./observability/index.js";
import { httpError, sendError } from "./http/errors.js";
import { registerHealthRoutes, type HealthState } from "./http/health.js";
import type { DatabaseOutageMonitor } from "./http/database-unavailable.js";
import { trpcPlugin } from "./http/trpc-fast-path.js";
import { registerLiveEventStream } from "./http/live-event-stream.js";
import { vapidKeysOf } from "./services/push/index.js";
import { createHandlers } from "./handlers.js";
import type { Metrics } from "./metrics/metrics.js";
import { registerRequestMetrics } from "./metrics/request-metrics.js";
import { apiTokenOf, contextFactory } from "./http/request-context.js";
import { recordTokenUse } from "./services/api-tokens/index.js";
import { registerOriginCheck } from "./http/origin-check.js";
import { registerPublicAddressRedirect } from "./http/public-address.js";
import { isApiPath, registerSecurityHeaders } from "./http/security-headers.js";
import { registerThemedPages } from "./http/theme.js";
import { loadServerPages } from "./http/server-pages.js";
import { registerWebApp } from "./http/web-app.js";
import { createOpenApiDocument } from "./openapi.js";
import { registerRestRoutes } from "./rest-adapter.js";
import { latestEventId, startLiveEventHub } from "./services/events/index.js";
import { registerPhotoRoutes } from "./http/photo-routes.js";
import { createHeicQueue, createPhotoStorage, type HeicQueue } from "./services/photos/index.js";
import { createQuestionBank } from "./services/quiz/index.js";
import { startHeartbeat, type ProcessReport } from "./services/system/index.js";
import { createRewardCatalogue } from "./services/rewards/index.js";

/** Longer addresses are refused (400), by the router (build-app.ts) or here. */
export const MAX_ADDRESS_LENGTH = 2048;
export const ADDRESS_TOO_LONG = "This address is too long.";

export interface AppDeps {
  db: Db;
  env: Env;
  /** This process's LISTEN/NOTIFY; with it, sessions are cached (auth/session-cache.ts). */
  notifications?: Notifications;
  /** The HEVC decode queue of photo uploads (tests pass one whose decodes they release). */
  heicQueue?: HeicQueue;
  /** Logs a database outage once, and its end (http/database-unavailable.ts). */
  databaseOutage?: DatabaseOutageMonitor;
  /** Readiness (http/health.ts): the server's shutdown marks it draining. */
  health?: HealthState;
  /** Counts every request and reads the live streams (metrics/); none when metrics are off. */
  metrics?: Metrics;
  /** Spans per procedure call when tracing is on (observability/). */
  tracing?: Tracing | null;
  /**
   * This process as the System tab shows it (decision 325): its responses are counted and
   * its heartbeat writes its row every `heartbeatMs` (PROCESS_HEARTBEAT_MS) until it closes.
   */
  processReport?: ProcessReport;
  heartbeatMs?: number;
  /** The engine the System tab names; without it, DATABASE_URL decides. */
  databaseKind?: "embedded" | "postgres";
}

/** The whole app as a Fastify plugin: plugins -> auth -> tRPC -> REST -> static web. */
export async function app(
  fastify: FastifyInstance,
  {
    db,
    env,
    notifications,
    heicQueue,
    health,
    databaseOutage,
    metrics,
    tracing,
    processReport,
    heartbeatMs,
    databaseKind,
  }: AppDeps,
): Promise<void> {
  // First, so every route below is counted; the procedures are known once the router is.
  const procedures = new Set<string>();
  if (metrics) registerRequestMetrics(fastify, metrics, procedures);
  // The server's pages in every language, before the first request (decision 305).
  await loadServerCopies();
  await fastify.register(fastifyCookie);
  registerSecurityHeaders(fastify, env.PUBLIC_URL);
  registerThemedPages(fastify);
  await fastify.register(fastifyFormbody);

  // Clients POST without a body to calls that take none; an empty JSON body is "no input".
  // secure-json-parse, as Fastify's own parser: "__proto__" and "constructor.prototype"
  // keys are refused (prototype poisoning) rather than parsed.
  fastify.addContentTypeParser(
    "application/json",
    { parseAs: "string" },
    (_request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      try {
        done(null, secureJson.parse(text, { protoAction: "error", constructorAction: "error" }));
      } catch (error) {
        const poisoned = error instanceof SyntaxError && /prototype/i.test(error.message);
        done(
          httpError(
            400,
            poisoned
              ? "The request body has a property that is not allowed (__proto__ or constructor)."
              : "The request body is not valid JSON.",
          ),
          undefined,
        );
      }
    },
  );

  fastify.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // Fastify's own 4xx (a body too large, a bad content type) keep their status and text.
    const status = error.statusCode;
    const thrown =
      status && status >= 400 && status < 500 ? httpError(status, error.message) : error;
    return sendError(request, reply, thrown);
  });

  registerPublicAddressRedirect(fastify, env);
  registerOriginCheck(fastify, env.PUBLIC_URL);

  registerHealthRoutes(fastify, health ?? { draining: false });
  if (databaseOutage) {
    databaseOutage.attach(() => sql`SELECT 1`.execute(db), fastify.log);
    fastify.addHook("onResponse", (_request, reply, done) => {
      if (reply.statusCode === 503) databaseOutage.refused();
      done();
    });
    fastify.addHook("onClose", () => databaseOutage.close());
  }
  if (processReport) {
    fastify.addHook("onResponse", (_request, reply, done) => {
      processReport.countResponse(reply.statusCode);
      done();
    });
  }
  const sessions = notifications ? await createSessionCache(db, notifications) : undefined;
  if (sessions) fastify.addHook("onClose", () => sessions.close());
  // Sign-in: the sign-in page and signing out, e-mail links, OpenID Connect.
  const signIn = { db, env, ...(sessions ? { sessions } : {}) };
  await fastify.register(sessionRoutes, signIn);
  clearSiteDataOnSessionEnd(fastify);
  await fastify.register(emailSignInRoutes, signIn);
  await fastify.register(oidcSignInRoutes, signIn);
  await registerReminderRoutes(fastify, { db, secrets: env });

  const hub = notifications ? await startLiveEventHub(db, notifications) : null;
  // Before the server stops accepting: open streams end, so their clients reconnect elsewhere.
  if (hub) fastify.addHook("preClose", () => hub.close());
  metrics?.watchLiveStreams(hub);
  const liveStreams = () => hub?.openStreams ?? 0;
  const heartbeat = processReport
    ? await startHeartbeat({
        db,
        report: processReport,
        liveStreams,
        log: fastify.log,
        ...(heartbeatMs ? { everyMs: heartbeatMs } : {}),
      })
    : undefined;
  if (heartbeat) fastify.addHook("onClose", () => heartbeat.stop());
  const photoStorage = createPhotoStorage(db, env);
  // What every process keeps in memory while it hears each change announced.
  const questionBank = createQuestionBank(db, notifications ?? null);
  const rewardCatalogue = createRewardCatalogue(db, notifications ?? null);
  fastify.addHook("onClose", () => Promise.all([questionBank.close(), rewardCatalogue.close()]));
  const router = createAppRouter(
    createHandlers(db, {
      liveEvents: hub,
      storage: photoStorage,
      questionBank,
      rewardCatalogue,
      push: {
        vapid: vapidKeysOf(db, env),
        allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
        otherServiceHosts: env.PUSH_SERVICE_HOSTS,
      },
      system: {
        engine: databaseKind ?? (env.DATABASE_URL ? "postgres" : "embedded"),
        backupDir: backupDir(env),
        ...(processReport ? { report: processReport } : {}),
        liveStreams,
        lastUnavailableAt: () => databaseOutage?.lastUnavailableAt ?? null,
        log: fastify.log,
      },
    }),
  );
  for (const name of Object.keys(router._def.procedures)) procedures.add(name);
  const createContext = contextFactory(
    db,
    sessions,
    sessionCookieName(env.PUBLIC_URL),
    tracing?.traceProcedure,
  );
  // Every request made with an API token, refused ones included, is one audit row.
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
  const trpcOptions = {
    router,
    maxBatchSize: env.TRPC_MAX_BATCH_CALLS,
    createContext: ({ req }) =>
      createContext(req).catch((error: unknown) => {
        throw withRequestId(error, req.id);
      }),
    responseMeta({ errors }) {
      const retryAfter = errors
        .map((e) => toErrorResponse(e).retryAfterSeconds)
        .find((s) => s !== undefined);
      return retryAfter === undefined ? {} : { headers: { "retry-after": String(retryAfter) } };
    },
    onError({ error, path, req }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        req.log.error({ err: error, path }, "procedure failed");
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"];
  await fastify.register(trpcPlugin, {
    prefix: "/trpc",
    fastPath: env.TRPC_FAST_PATH,
    trpcOptions,
  });
  // The live event stream written without tRPC's adapter (its cost per open stream).
  if (env.TRPC_FAST_PATH) registerLiveEventStream(fastify, { trpcOptions, path: "events.stream" });
  registerRestRoutes(fastify, router, createContext);
  await registerPhotoRoutes(fastify, {
    db,
    storage: photoStorage,
    createContext,
    heicQueue: heicQueue ?? createHeicQueue(),
  });
  const openApiDocument = createOpenApiDocument(router, env.PUBLIC_URL);
  fastify.get("/api/openapi.json", async () => openApiDocument);

  const webDist = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : null;
  const sendApp = webDist ? await registerWebApp(fastify, webDist) : null;
  const serverPages =
    webDist && sendApp && env.SERVER_RENDERED_PAGES
      ? await loadServerPages(webDist, router, createContext, (userId) => latestEventId(db, userId))
      : null;

  // Each rendered page's exact path has a route, so it is not first looked up as a file
  // (the static files' wildcard: a stat for each precompressed name, per request); any other
  // spelling of it (a trailing slash) still reaches the handler below.
  if (serverPages && sendApp) {
    for (const path of serverPages.paths) {
      fastify.get(path, { exposeHeadRoute: false }, async (request, reply) =>
        (await serverPages.send(request, reply)) ? reply : sendApp(request, reply),
      );
    }
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    // The single-page app owns every other page path (its router shows '404 Page Not Found');
    // a missing file (a stale script, an image) stays a 404 rather than becoming HTML.
    const path = request.url.split("?")[0] ?? "";
    const isPagePath = !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
    if (request.method === "GET" && isPagePath && sendApp) {
      if (serverPages && (await serverPages.send(request, reply))) return reply;
      return sendApp(request, reply);
    }
    // Never the address back in full: a long one is refused as the router refuses it, and
    // the 404 names only its start.
    if (path.length > MAX_ADDRESS_LENGTH)
      return sendError(request, reply, httpError(400, ADDRESS_TOO_LONG));
    return sendError(
      request,
      reply,
      httpError(404, `No route for ${request.method} ${shownName(path)}`),
    );
  });
}
