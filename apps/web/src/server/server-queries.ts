// A server render's query hooks, answered from the page's query cache (decision 214). On the
// server, `trpc.x.y.useQuery` does not need what TanStack Query's hook builds for a browser
// (an observer, its subscription, its tracked result): the data is in the cache before the
// render (route-data.ts) and nothing refetches. Building that for each hook was a third of a
// page's CPU. In the server build (`import.meta.env.SSR`, lib/trpc.ts) `trpc` is the app's
// tRPC hooks with `useQuery` answered here inside a render that provides ServerQueries, and
// everything else (mutations, utils, the provider) handed to tRPC's own.
import { hashKey, skipToken, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";

/** What a server render provides to its query hooks. */
export interface ServerQueries {
  queryClient: QueryClient;
  /** The hash of each enabled query the render asked for that had no data. */
  missing: string[];
}

export const ServerQueriesContext = /* @__PURE__ */ createContext<ServerQueries | null>(null);

/**
 * For the renderer's tests (render-page.test.tsx): each enabled query a render asks for, and
 * TanStack Query's own hook instead of the cache's (and React Router's own links instead of
 * server-links.tsx's), to compare the two pages.
 */
export const serverQueryProbe: {
  onAsk: ((procedure: string, input: unknown) => void) | null;
  tanstack: boolean;
} = { onAsk: null, tanstack: false };

/** tRPC's query key (getQueryKeyInternal in @trpc/react-query) of a query procedure's call. */
export function queryKeyOf(path: readonly string[], input: unknown): unknown[] {
  return [
    path.flatMap((part) => part.split(".")),
    input !== undefined && input !== skipToken ? { input, type: "query" } : { type: "query" },
  ];
}

const noRefetch = () => Promise.reject(new Error("a page rendered on the server does not refetch"));

interface QueryOptions {
  enabled?: boolean | ((query: unknown) => boolean);
  select?: (data: unknown) => unknown;
}

/**
 * What TanStack Query's `useQuery` returns on the server (its createResult) for a query with
 * data that never goes stale (the app's defaults, lib/trpc.ts), or for one not fetched
 * (disabled): no fetch in flight, no error. Plus tRPC's `trpc.path`.
 */
function serverResult(
  path: readonly string[],
  state: { data: unknown; dataUpdatedAt: number; dataUpdateCount: number } | null,
  select: QueryOptions["select"],
) {
  const success = state !== null;
  return {
    data: success ? (select ? select(state.data) : state.data) : undefined,
    dataUpdatedAt: state?.dataUpdatedAt ?? 0,
    error: null,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    fetchStatus: "idle",
    isError: false,
    isFetched: (state?.dataUpdateCount ?? 0) > 0,
    isFetchedAfterMount: false,
    isFetching: false,
    isInitialLoading: false,
    isLoading: false,
    isLoadingError: false,
    isPaused: false,
    isPending: !success,
    isPlaceholderData: false,
    isRefetchError: false,
    isRefetching: false,
    isStale: false,
    isSuccess: success,
    isEnabled: success,
    refetch: noRefetch,
    status: success ? "success" : "pending",
    trpc: { path: path.join(".") },
  };
}

/** The hash of each procedure's query key without input, the most common kind. */
const hashes = new Map<string, string>();
export function queryHashOf(path: readonly string[], input: unknown): string {
  if (input !== undefined) return hashKey(queryKeyOf(path, input));
  const name = path.join(".");
  let hash = hashes.get(name);
  if (hash === undefined) {
    hash = hashKey(queryKeyOf(path, undefined));
    hashes.set(name, hash);
  }
  return hash;
}

/** `trpc.<path>.useQuery(input, options)` inside a server render. */
function useServerQuery(
  server: ServerQueries,
  path: readonly string[],
  input: unknown,
  options: QueryOptions | undefined,
) {
  const hash = queryHashOf(path, input);
  const query = server.queryClient.getQueryCache().get(hash);
  const enabled =
    input !== skipToken &&
    (typeof options?.enabled === "function" ? options.enabled(query) : (options?.enabled ?? true));
  if (enabled) serverQueryProbe.onAsk?.(path.join("."), input);
  if (query?.state.status === "success") {
    return serverResult(path, query.state, options?.select);
  }
  if (enabled) server.missing.push(hash);
  return serverResult(path, null, undefined);
}

const notOnTheServer = () => {
  throw new Error("a page rendered on the server runs no mutation");
};

/**
 * What `useMutation` returns before anything was sent (TanStack Query's MutationObserver at
 * rest), plus tRPC's `trpc.path`: a render on the server never sends one.
 */
function serverMutation(path: readonly string[]) {
  return {
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: false,
    status: "idle",
    variables: undefined,
    submittedAt: 0,
    isPending: false,
    isSuccess: false,
    isError: false,
    isIdle: true,
    mutate: notOnTheServer,
    mutateAsync: notOnTheServer,
    reset: () => {},
    trpc: { path: path.join(".") },
  };
}

/** createTRPCReact's names that are not procedures' paths. */
const TOP_LEVEL = /* @__PURE__ */ new Set([
  "Provider",
  "createClient",
  "useContext",
  "useUtils",
  "useQueries",
  "useSuspenseQueries",
]);

/**
 * `real` (createTRPCReact's hooks) with `useQuery` answered from the page's cache inside a
 * render that provides ServerQueriesContext, and tRPC's own hook anywhere else.
 */
export function withServerQueries<T extends object>(real: T): T {
  const at = (path: readonly string[]): unknown =>
    new Proxy(function () {}, {
      get: (_target, key) => {
        if (typeof key !== "string") return undefined;
        // tRPC's own top-level hooks and components (`trpc.Provider`, `trpc.useUtils`).
        if (path.length === 0 && TOP_LEVEL.has(key)) return (real as Record<string, unknown>)[key];
        return at([...path, key]);
      },
      apply: (_target, _this, args: unknown[]) => {
        const last = path.at(-1);
        if (last === "useQuery" || last === "useMutation") {
          const procedure = path.slice(0, -1);
          const server = useContext(ServerQueriesContext);
          if (server && !serverQueryProbe.tanstack) {
            return last === "useQuery"
              ? useServerQuery(server, procedure, args[0], args[1] as QueryOptions)
              : serverMutation(procedure);
          }
        }
        let target: unknown = real;
        for (const key of path) target = (target as Record<string, unknown>)[key];
        return (target as (...a: unknown[]) => unknown)(...args);
      },
    });
  return at([]) as T;
}
