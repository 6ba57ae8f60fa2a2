import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import { sql } from "kysely";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import {
  createAppRouter,
  toErrorResponse,
  withRequestId,
  type AppRouter,
} from "@tandem/api-contract/server";
import type { Db, Notifications } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { loadServerCopies } from "./lib/html/copies.js";
import { registerReminderRoutes } from "./http/reminder-routes.js";
import { emailSignInRoutes } from "./http/sign-in/email-routes.js";
import { oidcSignInRoutes } from "./http/sign-in/oidc-routes.js";
import { sessionRoutes } from "./http/sign-in/session-routes.js";
import { clearSiteDataOnSessionEnd } from "./http/clear-site-data.js";
import { createSessionCache } from "./auth/session-cache.js";
import { sessionCookieName } from "./auth/sessions.js";
import { type Env } from "./env.js";
import { backupDir } from "./data-locations.js";
import type { Tracing } from "./observability/index.js";
import { httpError, sendError } from "./http/errors.js";
import { registerHealthRoutes, type HealthState } from "./http/health.js";
import type { DatabaseOutageMonitor } from "./http/database-unavailable.js";
import { trpcPlugin } from "./http/trpc/plugin.js";
import { registerLiveEventStream } from "./http/trpc/live-event-stream.js";
import { vapidKeysOf } from "./services/push/index.js";
import { createHandlers } from "./handlers.js";
import type { Metrics } from "./metrics/metrics.js";
import { registerRequestMetrics } from "./metrics/request-metrics.js";
import { contextFactory } from "./http/request-context.js";
import { registerApiTokenAudit } from "./http/api-token-audit.js";
import { registerJsonBodyParser } from "./http/json-body.js";
import { registerOriginCheck } from "./http/origin-check.js";
import { registerPublicAddressRedirect } from "./http/public-address.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { registerThemedPages } from "./http/theme.js";
import { registerWebPages } from "./http/web-pages.js";
import { createOpenApiDocument } from "./http/openapi.js";
import { registerRestRoutes } from "./http/rest-adapter.js";
import { latestEventId, startLiveEventHub } from "./services/events/index.js";
import { registerPhotoRoutes } from "./http/photo-routes.js";
import { registerRewardImageRoutes } from "./http/reward-image-routes.js";
import { createHeicQueue, createPhotoStorage, type HeicQueue } from "./services/photos/index.js";
import { createQuestionBank } from "./services/quiz/index.js";
import { startHeartbeat, type ProcessReport } from "./services/system/index.js";
import { createRewardCatalogue } from "./services/rewards/index.js";
import type { ReadRouting } from "./infra/read-replica.js";
import { registerWritePosition } from "./http/write-position.js";

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
  /** Where the lag-tolerant reads go (decision 357); without it, the primary. */
  reads?: ReadRouting;
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
    reads,
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

  registerJsonBodyParser(fastify);

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
  // With a replica, every possible write tells its client the primary's position (decision 357).
  if (reads?.status())
    registerWritePosition(fastify, reads, {
      sessionCookie: sessionCookieName(env.PUBLIC_URL),
      secure: env.PUBLIC_URL?.startsWith("https:") ?? false,
    });
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
      ...(reads ? { reads } : {}),
      push: {
        vapid: vapidKeysOf(db, env),
        allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
        otherServiceHosts: env.PUSH_SERVICE_HOSTS,
      },
      webhookEndpoints: { allowLocalEndpoints: env.WEBHOOK_ALLOW_LOCAL_ENDPOINTS },
      system: {
        engine: databaseKind ?? (env.DATABASE_URL ? "postgres" : "embedded"),
        backupDir: backupDir(env),
        ...(processReport ? { report: processReport } : {}),
        liveStreams,
        lastUnavailableAt: () => databaseOutage?.lastUnavailableAt ?? null,
        readReplica: () => reads?.status() ?? null,
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
  registerApiTokenAudit(fastify, db);
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
  const photoRouteDeps = {
    db,
    storage: photoStorage,
    createContext,
    heicQueue: heicQueue ?? createHeicQueue(),
  };
  await registerPhotoRoutes(fastify, photoRouteDeps);
  await registerRewardImageRoutes(fastify, photoRouteDeps);
  const openApiDocument = createOpenApiDocument(router, env.PUBLIC_URL);
  fastify.get("/api/openapi.json", async () => openApiDocument);

  await registerWebPages(fastify, {
    env,
    router,
    createContext,
    liveEventCursor: (userId) => latestEventId(db, userId),
  });
}
