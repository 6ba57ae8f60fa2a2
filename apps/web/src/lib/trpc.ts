import { QueryClient } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { TIME_ZONE_HEADER, type AppRouter } from "@tandem/api-contract";

/** Typed hooks for every procedure: `trpc.quiz.today.useQuery()`, `trpc.pair.use.useMutation()`, ... */
export const trpc = createTRPCReact<AppRouter>();

/** Spec §7: no retries, data never goes stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        headers() {
          const timeZone = browserTimeZone();
          return timeZone ? { [TIME_ZONE_HEADER]: timeZone } : {};
        },
        fetch(url, options) {
          return fetch(url, { ...options, credentials: "include" });
        },
      }),
    ],
  });
}
