import { AppError } from "@tandem/api-contract/server";
import { isDatabaseUnavailable } from "@tandem/db";

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Try again in a moment.";

/**
 * For the database driver (openDatabase's mapError): a database that cannot be reached
 * (down, restarting, cut off) answers 503 SERVICE_UNAVAILABLE with a sentence and a
 * Retry-After, over REST and tRPC alike, instead of an unexpected 500. The pool opens new
 * connections by itself once the database is back: no restart is needed.
 */
export function mapDatabaseError(error: unknown): unknown {
  return isDatabaseUnavailable(error)
    ? new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 2 })
    : error;
}

/** What an outage monitor logs with; Fastify's logger fits. */
interface WarnLog {
  warn(fields: object, message: string): void;
}

export const DATABASE_DOWN_LOG = "The database is unavailable: requests that need it answer 503";
export const DATABASE_BACK_LOG = "The database is back";

/**
 * An outage of the database as two log lines, not one per request: a warning when queries
 * start failing because it cannot be reached, and one when it answers again, with how long
 * it was away and how many requests were refused meanwhile, over REST and tRPC alike. (A 10 s
 * outage wrote 2,685 error lines with stacks for REST and nothing for tRPC before.)
 *
 * `mapError` goes to the database driver (openDatabase's mapError); `attach` gives it the
 * database to probe (once a second while it is away) and the log; `refused` counts a request
 * answered 503 (app.ts calls it from an onResponse hook).
 */
export function createDatabaseOutageMonitor(options: { probeIntervalMs?: number } = {}) {
  const probeIntervalMs = options.probeIntervalMs ?? 1000;
  let since: number | null = null;
  let lastUnavailableAt: number | null = null;
  let refusedRequests = 0;
  let probe: NodeJS.Timeout | undefined;
  let attached: { ping: () => Promise<unknown>; log: WarnLog } | null = null;

  const startProbing = () => {
    if (probe || !attached) return;
    const { ping, log } = attached;
    probe = setInterval(() => {
      ping().then(
        () => {
          if (since === null) return;
          log.warn(
            { refusedRequests, unavailableSeconds: (Date.now() - since) / 1000 },
            DATABASE_BACK_LOG,
          );
          since = null;
          refusedRequests = 0;
          clearInterval(probe);
          probe = undefined;
        },
        () => {},
      );
    }, probeIntervalMs).unref();
  };

  return {
    mapError: (error: unknown): unknown => {
      const mapped = mapDatabaseError(error);
      if (mapped !== error) lastUnavailableAt = Date.now();
      if (mapped !== error && since === null) {
        since = Date.now();
        attached?.log.warn(
          { cause: error instanceof Error ? error.message : String(error) },
          DATABASE_DOWN_LOG,
        );
        startProbing();
      }
      return mapped;
    },
    attach(ping: () => Promise<unknown>, log: WarnLog) {
      attached = { ping, log };
      if (since !== null) startProbing();
    },
    /** A request answered 503: counted when the database is away. */
    refused() {
      if (since !== null) refusedRequests++;
    },
    get unavailable() {
      return since !== null;
    },
    /** When a query last failed because the database could not be reached (the System tab). */
    get lastUnavailableAt(): Date | null {
      return lastUnavailableAt === null ? null : new Date(lastUnavailableAt);
    },
    close() {
      clearInterval(probe);
      probe = undefined;
      attached = null;
    },
  };
}

export type DatabaseOutageMonitor = ReturnType<typeof createDatabaseOutageMonitor>;
