// index.html's slots, filled at build (scripts/postbuild.mjs, vite.config.ts) and, for a page
// drawn on the server, per request (drawnDocument). One place names them.
import type { DehydratedState } from "@tanstack/react-query";
import { PAGE_STATE_ID, type PageState } from "../lib/page-state.js";

/** Around #root's content: the app's first paint (the spinner), or a drawn page. */
export const APP_SHELL = ["<!--app-shell-->", "<!--/app-shell-->"] as const;
/** After #root: where a drawn page's data goes. */
export const PAGE_STATE_SLOT = "<!--page-state-->";
/** Around the modulepreload links of the app's code (vite.config.ts writes them). */
export const START_PRELOAD = ["<!--start-preload-->", "<!--/start-preload-->"] as const;

const between = ([open, close]: readonly [string, string]) =>
  new RegExp(`${open}[\\s\\S]*?${close.replace("/", "\\/")}`);

/** JSON inside `<script type="application/json">`: no `</script>`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * index.html (`shell`) with a drawn page: its markup in #root, its data after it, and without
 * the modulepreload links (a drawn page shows without scripts; main.tsx loads them once painted).
 */
export function drawnDocument(
  shell: string,
  page: { html: string; queries: DehydratedState; liveEventsFrom: string },
): string {
  const appShell = between(APP_SHELL);
  if (!appShell.test(shell) || !shell.includes(PAGE_STATE_SLOT)) {
    throw new Error("index.html has no <!--app-shell--> or <!--page-state--> slot");
  }
  const state: PageState = { queries: page.queries, liveEventsFrom: page.liveEventsFrom };
  return shell
    .replace(between(START_PRELOAD), "")
    .replace(appShell, () => page.html)
    .replace(
      PAGE_STATE_SLOT,
      () => `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`,
    );
}
