// What the service worker and the page that registers it agree on.

/** The page that tells a waiting worker to take over now (after "Refresh"). */
export const SKIP_WAITING = "SKIP_WAITING";

/** The single-page app's shell, served for any app page without a network. */
export const APP_SHELL_URL = "/index.html";
/** The prerendered landing page, served for "/" without a network. */
export const LANDING_URL = "/landing.html";

/**
 * A page slower than this counts as no network and the shell is shown instead. Longer than a
 * server-rendered page takes on slow 3G (about 2 s for the first bytes), short enough that a dead
 * connection does not leave a blank screen.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 4;

/** Addresses whose pages are the server's own (sign-in, e-mail links, the API): never the shell. */
export const NOT_FOR_THE_WORKER: RegExp[] = [/^\/api(?:\/|$)/, /^\/trpc(?:\/|$)/];
