// Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so
// it never competes with the page's own files (the landing page's JavaScript budget), and
// tells the app when a new version is waiting ("New version: Refresh").
import { Workbox } from "workbox-window";

/** The worker's address (vite.config.ts builds it there; the server sends it as "no-cache"). */
export const SERVICE_WORKER_URL = "/sw.js";
/** How often an open app asks whether a new version is out (besides on coming back online). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  /** A new version is ready: `apply` switches to it and reloads the page. */
  onUpdateReady?: (apply: () => void) => void;
}

/** Registers the worker after the page's load event (at once when it has already fired). */
export function registerServiceWorker(options: ServiceWorkerOptions = {}): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = () => void start(options);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function start({ onUpdateReady }: ServiceWorkerOptions): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: "/" });
  const offerUpdate = () => {
    if (!onUpdateReady) return;
    onUpdateReady(() => {
      // The new worker takes the page over; the page then loads again with its code.
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  };
  workbox.addEventListener("waiting", offerUpdate);
  try {
    await workbox.register();
  } catch (error) {
    // No worker (a private window, a browser setting): the app works online as before.
    console.warn("The service worker could not be registered:", error);
    return;
  }
  const check = () => void workbox.update().catch(() => undefined);
  window.setInterval(check, CHECK_EVERY_MS);
  window.addEventListener("online", check);
}
