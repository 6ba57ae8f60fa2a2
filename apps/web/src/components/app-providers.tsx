import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { trpc } from "../lib/trpc.js";
import { AppToaster } from "./app-toaster.js";

type TrpcClient = Parameters<typeof trpc.Provider>[0]["client"];

/**
 * What every page of the app sits in: tRPC and React Query, and the toast viewport after the
 * page. One tree for the browser (main.tsx) and the server (server/render-page.tsx), so a
 * server-rendered page is the markup the browser would draw.
 */
export function AppProviders({
  trpcClient,
  queryClient,
  children,
}: {
  trpcClient: TrpcClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
