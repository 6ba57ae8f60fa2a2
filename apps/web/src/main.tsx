// The page's entry: its styles, then the app (start.tsx). A page the server drew is already
// complete HTML: the app starts once the browser has painted it, so its scripts never hold
// back the first paint (docs/pages.md). The shell's app code is listed as modulepreload links.
import "./styles.css";
import { PAGE_STATE_ID } from "./lib/page-state.js";

/** Painting is never held up for longer than this, even where no paint is reported. */
const LONGEST_WAIT_MS = 3000;
const TAPPABLE = 'button, a[href], [role="button"]';

const serverDrawn = document.getElementById(PAGE_STATE_ID) !== null;

// A drawn page shows its buttons before the app runs. A tap on one meanwhile is kept and
// answered once the app has taken the page over, rather than lost (or, on a link, loading
// the whole page again).
const earlyTaps: HTMLElement[] = [];
function holdTap(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  if (!(target instanceof HTMLElement) || !document.getElementById("root")?.contains(target)) {
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  earlyTaps.push(target);
}
function answerEarlyTaps() {
  document.removeEventListener("click", holdTap, true);
  for (const target of earlyTaps.splice(0)) if (target.isConnected) target.click();
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import("./start.js").then(({ startApp }) => startApp({ onTakenOver: answerEarlyTaps }));
};

const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;

if (serverDrawn) document.addEventListener("click", holdTap, true);
if (
  !serverDrawn ||
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
