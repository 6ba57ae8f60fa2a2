// Built with `vite build --ssr` and run once by scripts/postbuild.mjs: the landing page's HTML.
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createQueryClient, createTrpcClient, trpc } from "../lib/trpc.js";
import { AppFrameSkeleton } from "../components/skeleton.js";
import LandingScreen from "../routes/landing.js";
import { LandingTemplates } from "./templates.js";

// For scripts/postbuild.mjs, which writes the app's first paint between them.
export { APP_SHELL } from "../server/document.js";

/** The landing page (for #root) and the templates its script clones (after #root). */
export function renderLanding(): { page: string; templates: string } {
  const queryClient = createQueryClient();
  const page = renderToString(
    // The card is the app's own (it calls tRPC there); here nothing is called, only rendered.
    <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <LandingScreen />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return {
    page: withoutInlineStyles(page),
    templates: withoutInlineStyles(renderToString(<LandingTemplates />)),
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
 * The single-page app's first paint, in index.html's #root until the app renders: the same
 * skeleton the app shows while it loads the account, so the screen does not move when it
 * takes over.
 */
export function renderAppShell(): string {
  return renderToString(<AppFrameSkeleton label="Loading your account" />);
}
