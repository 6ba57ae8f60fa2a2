import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { useOutboxHandlers } from "../components/outbox-handlers.js";
import { createQueryClient, createTrpcClient, trpc } from "../lib/trpc.js";

/** What the signed-in frame registers for every screen: how queued actions are sent and land. */
function OutboxHandlers() {
  useOutboxHandlers();
  return null;
}

export interface RenderOptions {
  /** The URL the screen is rendered at. */
  path?: string;
  /** The route pattern of the screen (e.g. "/app/discover"); defaults to `path`. */
  route?: string;
  queryClient?: QueryClient;
  /** Rendered beside the router (as the app renders its toaster), so it outlives navigation. */
  outside?: ReactNode;
}

/**
 * Renders `ui` with the real tRPC + React Query providers and a memory router.
 * Calls go through `fetch("/trpc/...")`: stub it with `vi.stubGlobal("fetch", ...)`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", route, queryClient = createQueryClient(), outside }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      { path: route ?? path.split("?")[0] ?? "/", element: ui },
      { path: "*", element: <p>Navigated away</p> },
    ],
    { initialEntries: [path] },
  );
  const client = createTrpcClient();
  const result = render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <OutboxHandlers />
        <RouterProvider router={router} />
        {outside}
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...result, queryClient, router };
}
