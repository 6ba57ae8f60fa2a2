// The page's entry: its styles, then the app (start.tsx). A page the server drew is already
// complete HTML: the app starts once the browser has painted it, so its scripts never hold
// back the first paint (docs/pages.md). The shell's app code is listed as modulepreload links.
import "./styles.css";
import { PAGE_STATE_ID } from "./lib/page-state.js";
import { rememberedTheme } from "./lib/theme-choice.js";
import { parseZodWithoutEval } from "./lib/zod-without-eval.js";

// Before any of the app's code (the contract's zod schemas come with some screens).
parseZodWithoutEval();

// The server drew the chosen theme into the page; offline, the stored shell has none.
if (!document.documentElement.dataset.theme) {
  const theme = rememberedTheme();
  if (theme !== "system") document.documentElement.dataset.theme = theme;
}

/** Painting is never held up for longer than this, even where no paint is reported. */
const LONGEST_WAIT_MS = 3000;
const TAPPABLE = 'button, a[href], [role="button"]';

const serverRendered = document.getElementById(PAGE_STATE_ID) !== null;

// A server-rendered page shows its buttons before the app runs. A tap on one meanwhile is kept and
// answered once the app has taken the page over, rather than lost (or, on a link, loading
// the whole page again).
const earlyTaps: { target: HTMLElement; path: number[] }[] = [];

/** Where `element` sits under #root, child index by child index. */
function pathFromRoot(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function holdTap(event: MouseEvent) {
  const root = document.getElementById("root");
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  if (!(target instanceof HTMLElement) || !root?.contains(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  earlyTaps.push({ target, path: pathFromRoot(target, root) });
}

/** The tapped element, or the one at its place if React drew the page again (a mismatch). */
function stillThere({ target, path }: (typeof earlyTaps)[number]): HTMLElement | null {
  if (target.isConnected) return target;
  let node: Element | null | undefined = document.getElementById("root");
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.matches(TAPPABLE) ? node : null;
}

function answerEarlyTaps() {
  document.removeEventListener("click", holdTap, true);
  // After the commit that called this has finished (its effects, the router's own).
  setTimeout(() => {
    for (const tap of earlyTaps.splice(0)) stillThere(tap)?.click();
  }, 0);
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import("./start.js").then(({ startApp }) => startApp({ onTakenOver: answerEarlyTaps }));
};

const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;

if (serverRendered) document.addEventListener("click", holdTap, true);
if (
  !serverRendered ||
  document.visibilityState !== "visible" ||
  !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
  painted()
) {
  start();
} else {
  new PerformanceObserver((_list, observer) => {
    if (!painted()) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint" });
  setTimeout(start, LONGEST_WAIT_MS);
}
