import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from "prom-client";
import type { QueryListener } from "@tandem/db";
import { rateLimitRefusals } from "../infra/rate-limit.js";
import { SeriesHistogram } from "./series-histogram.js";
import { readOnScrape, type StateSources } from "./state.js";
import type { ReplicaStatus } from "../infra/read-replica.js";

/**
 * OpenTelemetry's HTTP server duration buckets (seconds), as its semantic conventions
 * advise for `http.server.request.duration`.
 */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** Queries are faster than requests: finer buckets at the low end. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** What the live event hub reports (services/events/hub/hub.ts). */
interface LiveStreams {
  readonly openStreams: number;
  readonly eventsSent: number;
}

/**
 * One process's metrics (decision 311): a prom-client registry with Node's default
 * metrics, HTTP requests by route and status, database queries and pool, live streams,
 * queues, rate-limit refusals, database availability, backup age and free disk. Counters
 * are updated as things happen; everything read from the database or the disk is read
 * when Prometheus scrapes, at most every few seconds (state.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new SeriesHistogram(
    "http_server_request_duration_seconds",
    "Duration of HTTP server requests, by method, route template (tRPC: procedure) and status.",
    HTTP_BUCKETS,
  );
  registry.registerMetric(requestDuration as unknown as Metric);

  // Plain numbers on the request path; the counter reads them when scraped.
  const trpcCalls = new Map<string, number>();
  const trpcCallsReported = new Map<string, number>();
  new Counter({
    name: "tandem_trpc_calls_total",
    help: "tRPC procedure calls (each call of a batch counts), by procedure.",
    labelNames: ["rpc_method"] as const,
    registers: [registry],
    collect() {
      reportIncrements(this, "rpc_method", trpcCalls, trpcCallsReported);
    },
  });

  const queryDuration = new SeriesHistogram(
    "db_client_operation_duration_seconds",
    "Duration of database queries (error_type: query_failed for those that failed).",
    QUERY_BUCKETS,
  );
  registry.registerMetric(queryDuration as unknown as Metric);
  const queryOk = queryDuration.series("ok", () => ({}));
  const queryFailed = queryDuration.series("failed", () => ({ error_type: "query_failed" }));

  let liveStreams: LiveStreams | null = null;
  new Gauge({
    name: "tandem_live_streams",
    help: "Live event streams open on this process.",
    registers: [registry],
    collect() {
      this.set(liveStreams?.openStreams ?? 0);
    },
  });
  let notificationsArrive: () => boolean | undefined = () => undefined;
  new Gauge({
    name: "tandem_notifications_arrive",
    help: "1 if a NOTIFY this process sent through its pool reached its LISTEN connection at start (always on the embedded database), else 0.",
    registers: [registry],
    collect() {
      this.set(notificationsArrive() === false ? 0 : 1);
    },
  });
  let eventsReported = 0;
  new Counter({
    name: "tandem_live_events_sent_total",
    help: "Live events handed to this process's streams.",
    registers: [registry],
    collect() {
      const sent = liveStreams?.eventsSent ?? 0;
      if (sent > eventsReported) this.inc(sent - eventsReported);
      eventsReported = sent;
    },
  });

  const refusalsReported = new Map<string, number>();
  new Counter({
    name: "tandem_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (decision 005), by limit.",
    labelNames: ["limit"] as const,
    registers: [registry],
    collect() {
      reportIncrements(this, "limit", rateLimitRefusals(), refusalsReported);
    },
  });

  // Only with a read replica (DATABASE_READ_URL): no series at all without one.
  let replica: () => ReplicaStatus | null = () => null;
  const replicaGauges = () => {
    new Gauge({
      name: "tandem_db_replica_lag_seconds",
      help: "How far the read replica is behind the primary, in seconds (its last check, every second); NaN while it cannot be reached.",
      registers: [registry],
      collect() {
        this.set(replica()?.lagSeconds ?? Number.NaN);
      },
    });
    new Gauge({
      name: "tandem_db_replica_serving",
      help: "1 while the read replica serves the lag-tolerant reads; 0 while they go to the primary (down or too far behind).",
      registers: [registry],
      collect() {
        this.set(replica()?.state === "serving" ? 1 : 0);
      },
    });
    new Counter({
      name: "tandem_db_replica_reads_total",
      help: "Lag-tolerant reads, by where they were served (replica or primary).",
      labelNames: ["served_by"] as const,
      registers: [registry],
      collect() {
        const status = replica();
        reportIncrements(
          this,
          "served_by",
          new Map([
            ["replica", status?.replicaReads ?? 0],
            ["primary", status?.primaryReads ?? 0],
          ]),
          replicaReadsReported,
        );
      },
    });
  };
  const replicaReadsReported = new Map<string, number>();

  let sources: StateSources | null = null;
  readOnScrape(registry, () => sources);
  const observeQuery: QueryListener = (seconds, failed) =>
    (failed ? queryFailed : queryOk).observe(seconds);

  return {
    registry,
    /** A finished HTTP request (request-metrics.ts). */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requestDuration
        .series(`${method} ${route} ${status}`, () => ({
          http_request_method: method,
          http_route: route,
          http_response_status_code: String(status),
        }))
        .observe(seconds);
    },
    /** A tRPC call of a known procedure (or `(unknown)`). */
    countTrpcCall(procedure: string): void {
      trpcCalls.set(procedure, (trpcCalls.get(procedure) ?? 0) + 1);
    },
    /** For openDatabase: every query's duration. */
    observeQuery,
    /** The live event hub whose streams and events are reported. */
    watchLiveStreams(hub: LiveStreams | null): void {
      liveStreams = hub;
    },
    /** The start's NOTIFY check (server.ts): undefined until it ran, and on the embedded database. */
    watchNotificationsCheck(arrive: () => boolean | undefined): void {
      notificationsArrive = arrive;
    },
    /** The read replica's routing (decision 357), when DATABASE_READ_URL is set. */
    watchReplica(status: () => ReplicaStatus | null): void {
      if (replica() === null && status() !== null) {
        replica = status;
        replicaGauges();
      }
    },
    /** The database, backups and folders read at scrape time. */
    watchState(watched: StateSources): void {
      sources = watched;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Adds to `counter` what each of `counts` grew by since the last scrape. */
function reportIncrements<L extends string>(
  counter: Counter<L>,
  label: L,
  counts: ReadonlyMap<string, number>,
  reported: Map<string, number>,
): void {
  for (const [value, count] of counts) {
    const before = reported.get(value) ?? 0;
    if (count > before) counter.inc({ [label]: value } as Record<L, string>, count - before);
    reported.set(value, count);
  }
}
