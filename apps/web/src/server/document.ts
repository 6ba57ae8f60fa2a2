// index.html's slots, filled at build (scripts/postbuild.mjs, vite.config.ts) and, for a page
// rendered on the server, per request (serverRenderedDocument). One place names them.
import type { DehydratedState } from "@tanstack/react-query";
import { PAGE_STATE_ID, type PageState } from "../lib/page-state.js";

/** Around #root's content: the app's first paint (the spinner), or a server-rendered page. */
export const APP_SHELL = ["<!--app-shell-->", "<!--/app-shell-->"] as const;
/** After #root: where a server-rendered page's data goes. */
export const PAGE_STATE_SLOT = "<!--page-state-->";
/** In the <head> of both pages (index.html, landing.html): what every page declares. */
export const SHARED_HEAD_SLOT = "<!--shared-head-->";
export const SHARED_HEAD = [
  '<meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
  '<meta name="color-scheme" content="light dark" />',
  // The address bar's colour per theme; the server picks one when Profile chose a theme.
  '<meta name="theme-color" content="#f43f5e" media="(prefers-color-scheme: light)" data-for="light" />',
  '<meta name="theme-color" content="#1c1320" media="(prefers-color-scheme: dark)" data-for="dark" />',
  '<meta name="description" content="Tandem: daily quizzes, rewards and matching for couples and singles." />',
  '<meta name="apple-mobile-web-app-capable" content="yes" />',
  '<meta name="apple-mobile-web-app-title" content="Tandem" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/icons/icon-192.png" />',
  '<link rel="manifest" href="/manifest.webmanifest" />',
].join("\n    ");
/** Around the modulepreload links of the app's code (vite.config.ts writes them). */
export const START_PRELOAD = ["<!--start-preload-->", "<!--/start-preload-->"] as const;

const between = ([open, close]: readonly [string, string]) =>
  new RegExp(`${open}[\\s\\S]*?${close.replace("/", "\\/")}`);

/** JSON inside `<script type="application/json">`: no `</script>`, no line separators. */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value);
  // One pass, and none when there is nothing to escape (most pages).
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(UNSAFE_IN_SCRIPT_ALL, escapeInScript) : json;
}
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/;
const UNSAFE_IN_SCRIPT_ALL = /[<\u2028\u2029]/g;
const escapeInScript = (char: string) =>
  char === "<" ? "\\u003c" : char === "\u2028" ? "\\u2028" : "\\u2029";

/**
 * index.html (`shell`) with a server-rendered page: its markup in #root, its data after it, and without
 * the modulepreload links (a server-rendered page shows without scripts; main.tsx loads them once painted).
 */
export function serverRenderedDocument(
  shell: string,
  page: { html: string; queries: DehydratedState; liveEventsFrom: string },
): string {
  const [head, middle, tail] = shellParts(shell);
  const state: PageState = { queries: page.queries, liveEventsFrom: page.liveEventsFrom };
  return `${head}${page.html}${middle}<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>${tail}`;
}

/** The shell cut around the page's markup and its data, once per shell (the API's index.html). */
let cut: { shell: string; parts: readonly [string, string, string] } | undefined;
function shellParts(shell: string): readonly [string, string, string] {
  if (cut?.shell === shell) return cut.parts;
  const appShell = between(APP_SHELL);
  if (!appShell.test(shell) || !shell.includes(PAGE_STATE_SLOT)) {
    throw new Error("index.html has no <!--app-shell--> or <!--page-state--> slot");
  }
  const MARK = "\u0000page\u0000";
  const [head = "", rest = ""] = shell
    .replace(between(START_PRELOAD), "")
    .replace(appShell, () => MARK)
    .split(MARK);
  const at = rest.indexOf(PAGE_STATE_SLOT);
  const parts = [head, rest.slice(0, at), rest.slice(at + PAGE_STATE_SLOT.length)] as const;
  cut = { shell, parts };
  return parts;
}
