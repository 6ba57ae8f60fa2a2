import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Locale } from "@tandem/i18n";
import { LocaleProvider } from "../lib/i18n.js";
import { trpc } from "../lib/trpc.js";
import { AppToaster } from "./app-toaster.js";

type TrpcClient = Parameters<typeof trpc.Provider>[0]["client"];

/**
 * What every page of the app sits in: its language, tRPC and React Query, and the toast
 * viewport after the page. One tree for the browser (main.tsx) and the server (server/render-page.tsx), so a
 * server-rendered page is the markup the browser would draw.
 */
export function AppProviders({
  trpcClient,
  queryClient,
  locale,
  languages,
  children,
}: {
  trpcClient: TrpcClient;
  queryClient: QueryClient;
  locale: Locale;
  /** The server's request's languages; the browser's own when not given. */
  languages?: readonly string[];
  children: ReactNode;
}) {
  return (
    <LocaleProvider initial={locale} languages={languages}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </trpc.Provider>
    </LocaleProvider>
  );
}
