import { APP_NAME } from "@tandem/api-contract";
import { defineCopy, translator, type Locale } from "@tandem/i18n";
import type { FastifyRequest } from "fastify";
import { noticePage } from "../lib/html/layout.js";

/** The words of the page routes' error pages and their ways back. */
export const pageErrorCopy = defineCopy(
  {
    tooManyTries: "Too many tries",
    somethingWentWrong: "Something went wrong",
    couldNotDoThat: "We couldn't do that",
    reference: "Reference: {requestId}",
    crossSiteTitle: "This form came from another address",
    crossSiteMessage:
      "To keep your account safe, {app} only accepts this form from its own pages at {origin}. Nothing was changed.",
    // The routes' ways back.
    backToSignIn: "Back to sign in",
    backToApp: "Back to {app}",
    openMyProfile: "Open my profile",
  },
  { es: () => import("./server-rendered-page.es.js") },
);

type BackLabel = "backToSignIn" | "backToApp" | "openMyProfile";

/**
 * The few pages the server renders itself, without the web app: the sign-in pages, the
 * unsubscribe pages and the answers of their forms. Plain HTML with inline CSS; nothing on
 * them runs script.
 */
export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on the form POST,
  // which the cross-site check refuses. Cross-site navigations still get no referrer.
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  // In the request's language (locale.ts, decision 303).
  vary: "accept-language, cookie",
} as const;

/** Where the person goes from a page route's error page: its own way back. */
export interface PageRoute {
  back: { label: BackLabel; path: string };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the routes that answer with a page (and forms that post to them). */
    page?: PageRoute;
  }
}

/** A route's options marking it a page route, with its way back (a path of this app). */
export function pageRoute(backLabel: BackLabel, backPath: string): { config: { page: PageRoute } } {
  return { config: { page: { back: { label: backLabel, path: backPath } } } };
}

/** The page route a request is for, if it is one: its refusals and errors are pages too. */
export function pageRouteOf(request: FastifyRequest): PageRoute | undefined {
  return request.routeOptions?.config?.page;
}

/**
 * An error answer (`toErrorResponse`'s status and body) as a page, for a page route: what went
 * wrong in words, the request id for support when there is one, and the route's way back.
 */
export function errorPage(
  locale: Locale,
  route: PageRoute,
  error: { status: number; message: string; requestId?: string | undefined },
): string {
  const t = translator(pageErrorCopy, locale);
  const title =
    error.status === 429
      ? t("tooManyTries")
      : error.status >= 500
        ? t("somethingWentWrong")
        : t("couldNotDoThat");
  return noticePage({
    locale,
    title,
    // The server's message stays English (decision 304); the page around it is translated.
    message: error.message,
    action: { label: t(route.back.label, { app: APP_NAME }), href: route.back.path },
    note: error.requestId ? t("reference", { requestId: error.requestId }) : undefined,
  });
}

/**
 * A page route's form sent from a page at another address (another site, or this app at an
 * address other than PUBLIC_URL's) is refused by the origin check with this page, whose way
 * back opens the route's page at the app's own address.
 */
export function crossSitePage(locale: Locale, route: PageRoute, publicUrl: string): string {
  const t = translator(pageErrorCopy, locale);
  const origin = new URL(publicUrl).origin;
  return noticePage({
    locale,
    title: t("crossSiteTitle"),
    message: t("crossSiteMessage", { app: APP_NAME, origin }),
    action: { label: t(route.back.label, { app: APP_NAME }), href: `${origin}${route.back.path}` },
  });
}
