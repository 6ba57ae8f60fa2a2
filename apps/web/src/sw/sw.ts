// The service worker (docs/offline.md): built by vite-plugin-pwa ("injectManifest": this file,
// with the build's file list put where `self.__WB_MANIFEST` stands) to dist/sw.js.
// It keeps the app's shell and every screen's code, so the app opens and moves between
// screens without a network; it never stores anyone's data (the app keeps its own last
// reads, src/lib/query-persistence.ts). Another part of the worker (push messages) is a
// module of its own in this folder, imported below.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { fileInLocale, LOCALE_COOKIE, pageLocale, type Locale } from "@tandem/i18n";
import {
  APP_SHELL_URL,
  LANDING_URL,
  NAVIGATION_TIMEOUT_SECONDS,
  NOT_FOR_THE_WORKER,
  SKIP_WAITING,
} from "../lib/service-worker-shared.js";
import { registerPushHandlers, type PushWorkerScope } from "./push.js";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  /** Chromium's Cookie Store (not in Safari's workers): the Language chosen in Profile. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/**
 * The device's language as the server would choose it: the Language chosen in Profile where
 * the worker can read its cookie, else the browser's languages (decision 303).
 */
async function deviceLocale(): Promise<Locale> {
  const chosen = await self.cookieStore?.get(LOCALE_COOKIE).catch(() => null);
  return pageLocale(chosen?.value || undefined, self.navigator.languages);
}

/** A built page in `locale` (`index.es.html`), else as built in English. */
async function pageInLocale(url: string, locale: Locale): Promise<Response> {
  return (
    (await matchPrecache(fileInLocale(url, locale))) ??
    (await matchPrecache(url)) ??
    Response.error()
  );
}

// Every file of the build but source maps and reward pictures (vite.config.ts). Only these
// exact addresses: "/" is the landing page (server), not index.html; "/x" is never "/x.html".
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

// Pages: the network's answer always (the signed-in pages are rendered on the server with the
// person's data and are never stored); without a network, the app's shell from the precache,
// which draws the screen from what the app last knew. A page that does not answer within the
// timeout counts as no network (a train between two masts).
enableNavigationPreload();
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        // The page in the device's language, as the server would have sent it.
        const locale = await deviceLocale();
        return pageInLocale(options.url.pathname === "/" ? LANDING_URL : APP_SHELL_URL, locale);
      }
    },
    // Sign-in, e-mail links and the server's own pages: always the server's, as before.
    { denylist: NOT_FOR_THE_WORKER },
  ),
);

// A new version waits until the app says so ("New version: Refresh"): an open session keeps
// the code it started with (src/lib/service-worker.ts).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

// Push messages: what the person turned on in Profile (push.ts).
registerPushHandlers(self as unknown as PushWorkerScope);
