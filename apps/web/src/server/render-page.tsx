// Built with `vite build --ssr` (dist-server/render-page.js) and called by the API server
// (apps/api/src/http/server-pages.ts): a signed-in page as HTML with its data, which the app
// hydrates (start.tsx) instead of drawing a spinner, fetching and drawing again (docs/pages.md).
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { AppRouter } from "@tandem/api-contract";
import { loadDefinedCopies, type Locale } from "@tandem/i18n";
import { preloadRoutes, routes, ServerRedirectContext } from "../app.js";
import { BirthDateScreen, NameStepScreen } from "../components/app-layout.js";
import { AppProviders } from "../components/app-providers.js";
import { preloadPairingEndedCards, preloadSinglesHome } from "../routes/home.js";
import { RequestCookiesContext } from "../lib/device-cookie.js";
import { createQueryClient, trpc } from "../lib/trpc.js";
import { serverRenderedDocument } from "./document.js";
import { fetchRouteData, SERVER_RENDERED_PATHS, type ServerHelpers } from "./route-data.js";
import {
  queryHashOf,
  queryKeyOf,
  ServerQueriesContext,
  type ServerQueries,
} from "./server-queries.js";

export { SERVER_RENDERED_PATHS };

/** The page path of `url` (path and query) when it is rendered on the server, else null. */
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

/** index.html with the page rendered in it and the data it was rendered from (document.ts). */
export interface ServerRenderedPage {
  document: string;
}

/** What the server passes besides the address and its reads. */
export interface DrawOptions {
  /** The build's index.html (the API reads it, and again after a rebuild). */
  shell: string;
  /** Where the person's live events stood before the reads: the app's stream resumes there. */
  liveEventsFrom: string;
  /** The request's language (its cookie, else Accept-Language: decision 303). */
  locale: Locale;
  /** The request's Accept-Language, best first: its region, as the browser's (km or miles). */
  languages?: readonly string[];
  /** The request's cookies: what the device remembers that changes the page (lib/device-cookie.ts). */
  cookies?: Readonly<Record<string, string | undefined>>;
}

/**
 * The page at `url` (path and query) as a whole document, rendered once from the data its
 * route declares (route-data.ts), fetched first with `call`; where it sends the person
 * instead; or null when it is not rendered on the server (not one of SERVER_RENDERED_PATHS, a
 * read that failed): the browser then loads it as a single-page app, as before. Throws when
 * the screen asked for data its route does not declare (the server then sends the app's
 * shell and logs why).
 */
export async function renderPage(
  url: string,
  call: CallQuery,
  { shell, liveEventsFrom, locale, languages = [], cookies = {} }: DrawOptions,
): Promise<ServerRenderedPage | RedirectedPage | null> {
  const path = serverRenderedPath(url);
  if (path === null) return null;

  const queryClient = createQueryClient();
  const helpers = cacheFiller(queryClient, call);
  try {
    await Promise.all([
      preloadScreen(path),
      fetchRouteData(helpers, path),
      // The name step's code (AppLayout, for someone without a first name): loaded once.
      NameStepScreen.preload(),
      BirthDateScreen.preload(),
      preloadSinglesHome(),
      preloadPairingEndedCards(),
    ]);
  } catch {
    // A failed read (signed out, a screen's 409) shows in the browser as it always has.
    return null;
  }
  // The words of every module loaded so far (the screen's among them) in the page's language.
  await loadDefinedCopies(locale);
  const match = await routerFor(url);
  if (match === null) return null;

  let redirect: string | null = null;
  const server: ServerQueries = { queryClient, missing: [] };
  // renderToString, not a streaming renderer: its markup has no inline scripts (the
  // Content-Security-Policy allows none).
  const html = renderToString(
    <RequestCookiesContext.Provider value={cookies}>
      <ServerRedirectContext.Provider value={(to) => (redirect ??= to)}>
        <ServerQueriesContext.Provider value={server}>
          <AppProviders
            trpcClient={serverTrpcClient}
            queryClient={queryClient}
            locale={locale}
            languages={languages}
          >
            <StaticRouterProvider router={match.router} context={match.context} hydrate={false} />
          </AppProviders>
        </ServerQueriesContext.Provider>
      </ServerRedirectContext.Provider>
    </RequestCookiesContext.Provider>,
  );
  if (redirect !== null) return { redirect };
  const undeclared = [...new Set([...server.missing, ...undeclaredQueries(queryClient)])];
  if (undeclared.length > 0) {
    throw new Error(`${path} asked for data its route does not declare: ${undeclared.join(", ")}`);
  }
  // A screen whose code was not in would have suspended, left to the browser (`<!--$!-->`).
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  return {
    document: serverRenderedDocument(shell, {
      html,
      queries: dehydrate(queryClient),
      liveEventsFrom,
    }),
  };
}

const ORIGIN = "http://tandem.invalid";

/** The app's routes (no loaders: the data is declared in route-data.ts). */
const handler = createStaticHandler(routes);

type RouterMatch = {
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;
  router: ReturnType<typeof createStaticRouter>;
};
/**
 * Each address's match and static router, made once: with no loaders they depend on the
 * address alone and a render only reads them. At most a few hundred addresses are kept
 * (the rendered paths, with whatever query strings people open them with).
 */
const matches = new Map<string, Promise<RouterMatch | null>>();
function routerFor(url: string): Promise<RouterMatch | null> {
  let match = matches.get(url);
  if (!match) {
    // The whole address, so a screen that reads the query string renders as in the browser.
    match = handler
      .query(new Request(new URL(url, ORIGIN)))
      .then((context) =>
        context instanceof Response
          ? null
          : { context, router: createStaticRouter(handler.dataRoutes, context) },
      );
    if (matches.size >= 256) matches.clear();
    matches.set(url, match);
  }
  return match;
}

/** What renderToString writes for a Suspense boundary that suspended. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/** Each path's screen code, loaded once (it stays loaded: lazy-screen.tsx). */
const screens = new Map<string, Promise<void>>();
function preloadScreen(path: string): Promise<void> {
  let loading = screens.get(path);
  if (!loading) {
    loading = preloadRoutes(path);
    screens.set(path, loading);
  }
  return loading;
}

/**
 * The queries the render asked for that have no data: a useQuery on the server adds its query
 * to the cache, enabled or not, and fetches nothing. Enabled and without data = not declared.
 */
function undeclaredQueries(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const on = typeof enabled === "function" ? enabled(query) : enabled;
      return query.state.status === "pending" && on !== false;
    })
    .map((query) => query.queryHash);
}

/**
 * tRPC's server-side helpers as route-data.ts uses them (`helpers.quiz.today.fetch()`), filling
 * the page's query cache straight from `call`: each read is put in the cache when it is asked
 * for (so the page's data keeps the declared order) and given its answer as a fetch would
 * (the query's state is the same, byte for byte), without tRPC's client, its links and
 * TanStack Query's fetch machinery in between (14% of a page's CPU).
 */
function cacheFiller(queryClient: QueryClient, call: CallQuery): ServerHelpers {
  const asked = new Map<string, Promise<unknown>>();
  const fetch = (path: string[], input: unknown): Promise<unknown> => {
    const queryKey = queryKeyOf(path, input);
    const hash = queryHashOf(path, input);
    let answer = asked.get(hash);
    if (!answer) {
      const query = queryClient.getQueryCache().build(queryClient, { queryKey, queryHash: hash });
      answer = call(path.join("."), input).then((data) => {
        query.setData(data);
        return data;
      });
      asked.set(hash, answer);
    }
    return answer;
  };
  const at = (path: string[]): unknown =>
    new Proxy(function () {}, {
      get: (_target, key) => (typeof key === "string" ? at([...path, key]) : undefined),
      apply: (_target, _this, args: unknown[]) => {
        if (path.at(-1) !== "fetch") throw new Error(`helpers.${path.join(".")}: only fetch`);
        return fetch(path.slice(0, -1), args[0]);
      },
    });
  return at([]) as ServerHelpers;
}

/**
 * The tRPC client the page's providers hold: a render calls nothing (its reads are in the
 * cache, mutations run in the browser), so one for the process, refusing any call.
 */
const serverTrpcClient = trpc.createClient({ links: [refuseLink()] });
function refuseLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        observer.error(
          TRPCClientError.from(new Error(`${op.path}: no calls while rendering on the server`)),
        );
      });
}
