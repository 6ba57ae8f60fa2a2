// The app itself: main.tsx loads this module and calls startApp.
import { hydrate, onlineManager, type QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { cn } from "@tandem/ui";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { loadCopy, loadDefinedCopies } from "@tandem/i18n";
import { createRouter, preloadRoutes } from "./app.js";
import { currentLocale } from "./lib/i18n.js";
import {
  isSinglesPage,
  isUnpairedCouplePage,
  readNow,
  readPageState,
  resumeLiveEventsFrom,
} from "./lib/page-state.js";
import { createQueryClient, createTrpcClient } from "./lib/trpc.js";
import { AppProviders } from "./components/app-providers.js";
import { frameCopy } from "./components/frame-copy.js";
import { TakenOverContext } from "./components/taken-over.js";
import { offerUpdate } from "./lib/app-update.js";
import { isNetworkError } from "./lib/network.js";
import { restoreQueries } from "./lib/query-persistence.js";
import { captureInstallPrompt } from "./lib/install.js";
import { registerServiceWorker } from "./lib/service-worker.js";

/**
 * React Query hears of the network from the browser's online and offline events; a missed
 * one (a page busy at the moment) is caught up with the browser's own word every few seconds.
 */
function followTheNetwork(): void {
  window.setInterval(() => onlineManager.setOnline(navigator.onLine), 3000);
}

/**
 * A read that fails for want of a network while the browser says it is online (a connection
 * that answers nothing): what was kept is put in, once, as when starting offline.
 */
function restoreWhenTheNetworkFails(queryClient: QueryClient): void {
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (!isNetworkError(event.action.error)) return;
    stop();
    void restoreQueries(queryClient);
  });
}

/** Runs `work` in a task of its own, after what is already queued (input, paint). */
function nextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}

/** Starts the app on the page: takes over a server-rendered page, or draws it. */
export async function startApp({ onTakenOver }: { onTakenOver: () => void }): Promise<void> {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();

  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");

  // The language chosen in Profile, else the browser's (decision 303); the server drew its
  // page in the same one.
  const locale = currentLocale();
  document.documentElement.lang = locale;

  const app = (router: ReturnType<typeof createRouter>) => (
    <StrictMode>
      <TakenOverContext.Provider value={onTakenOver}>
        <AppProviders trpcClient={trpcClient} queryClient={queryClient} locale={locale}>
          <RouterProvider router={router} />
        </AppProviders>
      </TakenOverContext.Provider>
    </StrictMode>
  );

  // A page the server drew (signed-in home, quiz, discover: apps/api/src/http/server-pages.ts)
  // comes with the data it was rendered from: React takes over its markup instead of drawing again.
  const pageState = readPageState();
  // React Query assumes a network until told otherwise: tell it what the browser knows now.
  onlineManager.setOnline(navigator.onLine);

  // Without a network, what the app last knew (query-persistence.ts): the screen draws from it.
  if (!pageState && !onlineManager.isOnline()) await restoreQueries(queryClient, null);
  restoreWhenTheNetworkFails(queryClient);
  followTheNetwork();
  // The service worker, once the page has loaded (src/lib/service-worker.ts).
  registerServiceWorker({ onUpdateReady: offerUpdate });
  // Chromium's offer to install, kept for a button (decision 236).
  captureInstallPrompt();
  // The screen's code, then its words in the UI's language (nothing to load in English).
  const screens = Promise.all([
    preloadRoutes(window.location.pathname),
    // A single's home is drawn with the singles' home's code, split from Home's chunk.
    pageState && /^\/app\/?$/.test(window.location.pathname) && isSinglesPage(pageState.queries)
      ? import("./routes/home.js").then((home) => home.preloadSinglesHome())
      : null,
    // An unpaired couple account's Home may show Undo or the partner's ending.
    pageState &&
    /^\/app\/?$/.test(window.location.pathname) &&
    isUnpairedCouplePage(pageState.queries)
      ? import("./routes/home.js").then((home) => home.preloadPairingEndedCards())
      : null,
  ]).then(() => loadDefinedCopies(locale));

  if (!pageState) {
    // The frame's words (a screen loading, offline or failed) come before anything draws, so
    // a screen whose code cannot be fetched later still says so (decision 348). A page the
    // server drew waits for them with the screen's (loadDefinedCopies).
    await loadCopy(frameCopy, locale).catch(() => undefined);
    // A catalogue still loading suspends the screen; the spinner shows meanwhile.
    const router = createRouter();
    startTransition(() => createRoot(root).render(app(router)));
    return;
  }
  resumeLiveEventsFrom(pageState.liveEventsFrom);
  // Taking over the page is a chain of tasks, each short on Lighthouse's phone (four times
  // slower than a 2-core server), with input and paint able to come between them: this
  // module's own evaluation; the screen's code; the page's data into the cache; tailwind-
  // merge's tables (built on its first call, `cn`, about 12 ms here) and the router; then
  // hydration, as a transition: React works in slices of a few milliseconds (Lighthouse's
  // total blocking time, docs/pages.md).
  void screens.finally(() =>
    nextTask(() => {
      hydrate(queryClient, readNow(pageState.queries));
      nextTask(() => {
        cn("p-0", "p-1");
        const router = createRouter();
        nextTask(() =>
          startTransition(() => {
            hydrateRoot(root, app(router), {
              // A text that came out differently here (a date in another zone or language):
              // React draws that part again and the page stays right; not an error.
              onRecoverableError: (error) => console.warn("Rendered again after hydrating:", error),
            });
          }),
        );
      });
    }),
  );
}
