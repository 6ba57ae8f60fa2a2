// Built with `vite build --ssr` and run by scripts/prerender.mjs at build: the landing page's
// HTML, once per language (decision 306).
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { APP_NAME } from "@tandem/api-contract";
import { defineCopy, loadCopy, loadDefinedCopies, translator, type Locale } from "@tandem/i18n";
import { LocaleProvider } from "../lib/i18n.js";
import { createQueryClient, createTrpcClient, trpc } from "../lib/trpc.js";
import { appGateCopy } from "../components/app-gate.js";
import { frameCopy } from "../components/frame-copy.js";
import { AppFrameSkeleton } from "../components/skeleton.js";
import LandingScreen from "../routes/landing.js";
import { LandingTemplates } from "./templates.js";

// For scripts/prerender.mjs, which writes the app's first paint between them, and a landing
// page per language.
export { APP_SHELL } from "../server/document.js";
export { fileInLocale, LOCALES, SOURCE_LOCALE } from "@tandem/i18n";

/** The landing page's <title> (landing.html has the English one). */
export const landingDocumentCopy = defineCopy(
  { title: "{app}: coming soon" },
  { es: () => import("./prerender.es.js") },
);

export interface RenderedLanding {
  /** The page's <title> text. */
  title: string;
  /** The landing page, for #root. */
  page: string;
  /** The templates its script clones, and its words (after #root). */
  templates: string;
}

/** The landing page in `locale`, its words loaded first. */
export async function renderLanding(locale: Locale = "en"): Promise<RenderedLanding> {
  await loadDefinedCopies(locale);
  const queryClient = createQueryClient();
  const page = renderToString(
    // The card is the app's own (it calls tRPC there); here nothing is called, only rendered.
    <LocaleProvider initial={locale}>
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <LandingScreen />
        </QueryClientProvider>
      </trpc.Provider>
    </LocaleProvider>,
  );
  const templates = renderToString(
    <LocaleProvider initial={locale}>
      <LandingTemplates />
    </LocaleProvider>,
  );
  return {
    title: translator(landingDocumentCopy, locale)("title", { app: APP_NAME }),
    page: withoutInlineStyles(page),
    templates: withoutInlineStyles(templates),
  };
}

/**
 * Radix renders two cosmetic inline styles (`outline:none` on the tab list, a zero animation
 * time on the open panel); a Content-Security-Policy without 'unsafe-inline' styles refuses
 * inline style attributes and logs an error for each, so the static page carries none.
 */
function withoutInlineStyles(html: string): string {
  return html.replace(/ style="[^"]*"/g, "");
}

/**
 * The single-page app's first paint in `locale`, in #root of index.html (index.es.html…) until
 * the app renders: the same skeleton the app shows while it loads the account, so the screen
 * does not move when it takes over, and its words in the page's language.
 */
export async function renderAppShell(locale: Locale = "en"): Promise<string> {
  await Promise.all([loadCopy(appGateCopy, locale), loadCopy(frameCopy, locale)]);
  return renderToString(
    <LocaleProvider initial={locale}>
      <AppFrameSkeleton label={translator(appGateCopy, locale)("loading")} />
    </LocaleProvider>,
  );
}
