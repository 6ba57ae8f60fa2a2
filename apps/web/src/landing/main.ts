import "../styles.css";
import { WAITLIST_SECTION_ID } from "../components/waitlist/fields.js";
import { enhanceWaitlistForm } from "./waitlist-form.js";

// The landing page arrives as HTML (prerendered at build); only the waitlist form needs a script.
const section = document.getElementById(WAITLIST_SECTION_ID);
if (section) enhanceWaitlistForm(section);

// Installable and ready offline: the service worker, after the page has loaded, in a file of
// its own so the page's own script stays small (the JavaScript budget, decision 040).
const registerWorker = () =>
  void import("../lib/service-worker.js").then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
if (document.readyState === "complete") registerWorker();
else window.addEventListener("load", registerWorker, { once: true });
