import type { FastifyInstance } from "fastify";
import { RELEASE } from "../release.js";

/** What the health routes report; the server's shutdown sets `draining` (server.ts). */
export interface HealthState {
  /** Shutting down: readiness answers 503 so a load balancer stops sending new requests. */
  draining: boolean;
  /**
   * On Postgres, whether a NOTIFY this process sent through its pool reached its LISTEN
   * connection at start (server.ts); ready answers say it.
   */
  notificationsArrive?: boolean;
}

export const SHUTTING_DOWN_MESSAGE = "This server is shutting down. Try again in a moment.";

/**
 * Liveness and readiness, for a load balancer (decision 173, docs/scaling.md):
 * - `/api/health/live`: 200 while the process runs, draining or not;
 * - `/api/health/ready` and `/api/health`: 200, or 503 from the SIGTERM that starts the
 *   drain, while every other route is still served. HAProxy checks this one
 *   (apps/api/haproxy/haproxy.cfg). Ready answers name the release and the schema it was
 *   built for (decision 320), so a rolling deploy shows which processes run which.
 */
export function registerHealthRoutes(fastify: FastifyInstance, state: HealthState): void {
  const ok = { ok: true } as const;
  const ready = { ok: true, version: RELEASE.version, schema: RELEASE.schema } as const;
  fastify.get("/api/health/live", async () => ok);
  for (const path of ["/api/health/ready", "/api/health"]) {
    fastify.get(path, async (_request, reply) => {
      if (!state.draining)
        return state.notificationsArrive === undefined
          ? ready
          : { ...ready, notificationsArrive: state.notificationsArrive };
      return reply
        .status(503)
        .header("retry-after", "1")
        .send({ message: SHUTTING_DOWN_MESSAGE, code: "SERVICE_UNAVAILABLE" });
    });
  }
}
