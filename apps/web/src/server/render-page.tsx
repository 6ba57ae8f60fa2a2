// Built with `vite build --ssr` (dist-server/render-page.js) and called by the API server
// (apps/api/src/http/server-pages.ts): a signed-in page as HTML with its data, which the app
// hydrates (start.tsx) instead of drawing a spinner, fetching and drawing again (docs/pages.md).
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { AppRouter } from "@tandem/api-contract";
import { preloadRoutes, routes, ServerRedirectContext } from "../app.js";
import { AppProviders } from "../components/app-providers.js";
import { createQueryClient, trpc } from "../lib/trpc.js";
import { drawnDocument } from "./document.js";

/** The pages drawn on the server: the ones people open the app at (decision 032). */
export const SERVER_RENDERED_PATHS: readonly string[] = ["/app", "/app/quiz", "/app/discover"];

/** The page path of `url` (path and query) when it is drawn on the server, else null. */
export function serverRenderedPath(url: string): string | null {
  const path = new URL(url, "http://tandem.invalid").pathname.replace(/(.)\/+$/, "$1");
  return SERVER_RENDERED_PATHS.includes(path) ? path : null;
}

/** Calls a query procedure for the signed-in person of the request, answering what the wire would carry. */
export type CallQuery = (path: string, input: unknown) => Promise<unknown>;

/** A page that sends the person elsewhere (a user who has not chosen a type yet, at /app). */
export interface RedirectedPage {
  redirect: string;
}

/** index.html with the page drawn in it and the data it was drawn from (document.ts). */
export interface DrawnPage {
  document: string;
}

/** What the server passes besides the address and its reads. */
export interface DrawOptions {
  /** The build's index.html (the API reads it, and again after a rebuild). */
  shell: string;
  /** Where the person's live events stood before the reads: the app's stream resumes there. */
  liveEventsFrom: string;
}

/** Renders until no screen asks for data it does not have; a deeper page is left to the browser. */
const MAX_PASSES = 5;

/**
 * The page at `url` (path and query) as a whole document, drawn from the answers of `call`;
 * where it sends the person instead; or null when it is not drawn on the server (not one of
 * SERVER_RENDERED_PATHS, a query that failed): the browser then loads it as a single-page
 * app, as before.
 */
export async function renderPage(
  url: string,
  call: CallQuery,
  { shell, liveEventsFrom }: DrawOptions,
): Promise<DrawnPage | RedirectedPage | null> {
  const path = serverRenderedPath(url);
  if (path === null) return null;
  const handler = createStaticHandler(routes);
  // The whole address, so a screen that reads the query string draws as in the browser.
  const context = await handler.query(new Request(new URL(url, "http://tandem.invalid")));
  if (context instanceof Response) return null;

  const { queryClient, asked } = recordingQueryClient();
  const trpcClient = trpc.createClient({ links: [callLink(call)] });
  let redirect: string | null = null;
  const page = (
    <ServerRedirectContext.Provider value={(to) => (redirect ??= to)}>
      <AppProviders trpcClient={trpcClient} queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </ServerRedirectContext.Provider>
  );

  await preloadRoutes(path);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    asked.clear();
    // renderToString, not a streaming renderer: its markup has no inline scripts (the
    // Content-Security-Policy allows none). A screen whose code is not loaded yet suspends
    // and comes out as a boundary left to the browser (`<!--$!-->`): loaded, it renders next pass.
    const html = renderToString(page);
    if (redirect !== null) return { redirect };
    const missing = [...asked.values()].filter(
      (options) => queryClient.getQueryState(options.queryKey)?.status !== "success",
    );
    if (missing.length === 0 && !html.includes(CLIENT_RENDERED_BOUNDARY)) {
      const queries = dehydrate(queryClient);
      return { document: drawnDocument(shell, { html, queries, liveEventsFrom }) };
    }
    try {
      await Promise.all([
        preloadRoutes(path),
        ...missing.map((options) => queryClient.fetchQuery(options)),
      ]);
    } catch {
      // A failed read (signed out, a screen's 409) shows in the browser as it always has.
      return null;
    }
  }
  return null;
}

/** What renderToString writes for a Suspense boundary that suspended. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

type QueryOptions = ReturnType<QueryClient["defaultQueryOptions"]>;

/**
 * React Query fetches only in the browser (after mounting). On the server this client
 * remembers the enabled queries each render asked for (every `useQuery` goes through
 * `defaultQueryOptions`), so the next render can be drawn with their answers.
 */
function recordingQueryClient(): { queryClient: QueryClient; asked: Map<string, QueryOptions> } {
  const queryClient = createQueryClient();
  const asked = new Map<string, QueryOptions>();
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const enabled =
      typeof defaulted.enabled === "function"
        ? defaulted.enabled(queryClient.getQueryCache().build(queryClient, defaulted))
        : defaulted.enabled;
    if (defaulted.queryFn && enabled !== false) asked.set(defaulted.queryHash, defaulted);
    return defaulted;
  }) as QueryClient["defaultQueryOptions"];
  return { queryClient, asked };
}

/** A tRPC link answering each query with `call`, in the process. */
function callLink(call: CallQuery): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
      });
}
