// Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded and
// the browser is idle, so it never competes with the page's own files or tasks, and tells
// the app when a new version is waiting ("New version: Refresh"). The browser's own API: a
// few lines, nothing to download with the page (the JavaScript budgets, docs/pages.md).
import { whenIdle } from "./idle.js";
import { SKIP_WAITING } from "./service-worker-shared.js";

/** The worker's address (vite.config.ts builds it there; the server sends it as "no-cache"). */
export const SERVICE_WORKER_URL = "/sw.js";
/** How often an open app asks whether a new version is out (besides on coming back online). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  /** A new version is ready: `apply` switches to it and reloads the page. */
  onUpdateReady?: (apply: () => void) => void;
}

/**
 * Registers the worker after the page's load event, once the browser is idle: the worker's
 * install (its file list, the precache) is nothing the page waits for.
 */
export function registerServiceWorker(options: ServiceWorkerOptions = {}): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = () => whenIdle(() => void start(options));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function start({ onUpdateReady }: ServiceWorkerOptions): Promise<void> {
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await workers.register(SERVICE_WORKER_URL, { scope: "/" });
  } catch (error) {
    // No worker (a private window, a browser setting): the app works online as before.
    console.warn("The service worker could not be registered:", error);
    return;
  }

  // A version installed while another controls this page waits; the first one ever does not
  // (it takes the page over at once, sw.ts), so there is nothing to offer then.
  const offer = (waiting: ServiceWorker) => {
    if (!onUpdateReady || !workers.controller) return;
    onUpdateReady(() => {
      // The new worker takes the page over; the page then loads again with its code.
      workers.addEventListener("controllerchange", () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: SKIP_WAITING });
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && registration.waiting === installing) {
        offer(installing);
      }
    });
  });

  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, CHECK_EVERY_MS);
  window.addEventListener("online", check);
}
