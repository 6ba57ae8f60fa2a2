import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Metrics } from "./metrics.js";

/** The route label of a request no route matched (the web app's pages, 404s). */
export const UNMATCHED_ROUTE = "(unmatched)";
/** tRPC's route, whose label is the procedure instead. */
const TRPC_ROUTE = "/trpc/:path";
export const TRPC_BATCH_ROUTE = "/trpc/(batch)";
export const TRPC_UNKNOWN_ROUTE = "/trpc/(unknown)";

/**
 * Every response counted in `http_server_request_duration_seconds` by method, route template
 * and status (decision 311): an onResponse hook runs for every request Fastify routes, the
 * tRPC fast path, the REST adapter, the live event stream (when it ends) and 404s included.
 * Labels are bounded: a route template, never the address; a tRPC call names its procedure
 * only if the router has it, and a batch is `/trpc/(batch)`, its calls counted one by one in
 * `tandem_trpc_calls_total`.
 */
export function registerRequestMetrics(
  fastify: FastifyInstance,
  metrics: Metrics,
  procedures: ReadonlySet<string>,
): void {
  const procedureOf = (name: string) => (procedures.has(name) ? name : "(unknown)");
  const trpcRoute = (request: FastifyRequest): string => {
    const raw = (request.params as { path?: string }).path ?? "";
    let path = raw;
    if (raw.includes("%")) {
      try {
        path = decodeURIComponent(raw);
      } catch {
        return TRPC_UNKNOWN_ROUTE;
      }
    }
    if ((request.query as { batch?: unknown }).batch === "1") {
      for (const name of path.split(",")) metrics.countTrpcCall(procedureOf(name));
      return TRPC_BATCH_ROUTE;
    }
    const procedure = procedureOf(path);
    metrics.countTrpcCall(procedure);
    return procedure === path ? `/trpc/${path}` : TRPC_UNKNOWN_ROUTE;
  };

  fastify.addHook("onResponse", (request, reply, done) => {
    const template = request.routeOptions.url;
    const route =
      template === undefined
        ? UNMATCHED_ROUTE
        : template === TRPC_ROUTE
          ? trpcRoute(request)
          : template;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
