// Work a page load does not wait for (the service worker, the offline copy) runs when the
// browser is idle, so it never lengthens the tasks of the page taking over (docs/pages.md,
// decision 225).

/** At the latest this long after being asked, idle or not. */
const LONGEST_WAIT_MS = 3000;

/** Runs `work` once the browser is idle (or after `timeout` ms). Returns a function that cancels it. */
export function whenIdle(work: () => void, timeout = LONGEST_WAIT_MS): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // No idle callbacks (Safari): after the tasks already queued.
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
