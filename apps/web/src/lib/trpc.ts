import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_BATCH_CALLS,
  TIME_ZONE_HEADER,
  type AppRouter,
} from "@tandem/api-contract";
import { withServerQueries } from "../server/server-queries.js";

const reactTrpc = createTRPCReact<AppRouter>();

/**
 * Typed hooks for every procedure: `trpc.quiz.today.useQuery()`, `trpc.pair.use.useMutation()`, ...
 * In the server build, a page's `useQuery` reads the render's cache directly (server-queries.ts).
 */
export const trpc = import.meta.env.SSR ? withServerQueries(reactTrpc) : reactTrpc;

/**
 * No retries, data never goes stale, no refetch on focus, no polling.
 * @see docs/spec/product-spec.md, "The calls it makes"
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

let timeZone: { value: string | undefined; at: number } | undefined;

/**
 * The browser's zone, looked up at most once a minute: every Intl.DateTimeFormat costs, and
 * a phone's zone changes rarely (travel); the server keeps what it last heard.
 */
function browserTimeZone(): string | undefined {
  const now = Date.now();
  if (timeZone && now - timeZone.at < 60_000) return timeZone.value;
  let value: string | undefined;
  try {
    value = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    value = undefined;
  }
  timeZone = { value, at: now };
  return value;
}

/** The operation-context key whose value is sent as the Idempotency-Key header. */
export const IDEMPOTENCY_CONTEXT_KEY = "idempotencyKey";

/** A random key for one redeem confirmation (crypto.randomUUID needs a secure context; fall back to getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createTrpcClient() {
  const queriesAndMutations = httpBatchLink({
    url: "/trpc",
    // A long batch (every read at once, after a resync) is sent as several requests rather
    // than an address a server or proxy refuses (the API allows 2,048 characters of path).
    maxURLLength: 2000,
    // The server refuses a batch of more calls (400): several requests instead.
    maxItems: MAX_BATCH_CALLS,
    headers({ opList }) {
      const headers: Record<string, string> = {};
      const timeZone = browserTimeZone();
      if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
      // Per-call header: `client.rewards.redeem.mutate(input, { context: { idempotencyKey } })`.
      const idempotencyKey = opList
        .map((op) => op.context[IDEMPOTENCY_CONTEXT_KEY])
        .find((key) => typeof key === "string");
      if (typeof idempotencyKey === "string") headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
      return headers;
    },
    fetch(url, options) {
      return fetch(url, { ...options, credentials: "include" });
    },
  });
  // The live event stream: server-sent events, with the session cookie (an EventSource
  // sends no custom headers; the stream needs no time zone).
  const subscriptions = httpSubscriptionLink({
    url: "/trpc",
    eventSourceOptions: { withCredentials: true },
  });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: subscriptions,
        false: queriesAndMutations,
      }),
    ],
  });
}
