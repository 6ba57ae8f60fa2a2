import { THEME_COOKIE } from "@tandem/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLocale, withLocale } from "./locale.js";

/** A theme chosen in Profile's Appearance; without one, pages follow the phone's setting. */
export type ChosenTheme = "light" | "dark";

/** The theme the request's cookie chose, or null (the phone's setting, or a value we never write). */
export function chosenTheme(request: FastifyRequest): ChosenTheme | null {
  const value = request.cookies[THEME_COOKIE];
  return value === "light" || value === "dark" ? value : null;
}

const OTHER: Record<ChosenTheme, ChosenTheme> = { light: "dark", dark: "light" };

/**
 * A page's HTML drawn in the chosen theme from its first byte (decision 263): `data-theme` on
 * <html> (the stylesheets key on it), its `color-scheme` meta, and the chosen theme's
 * `theme-color` meta for every screen while the other's matches none. Without a choice the
 * page is left as written: its styles and metas follow `prefers-color-scheme` themselves.
 */
export function withTheme(html: string, theme: ChosenTheme | null): string {
  if (!theme) return html;
  return html
    .replace(/<html(?![^>]*data-theme)/, `<html data-theme="${theme}"`)
    .replace(
      /(<meta name="color-scheme" content=")light dark"/,
      (_match, start: string) => `${start}${theme}"`,
    )
    .replace(`media="(prefers-color-scheme: ${theme})"`, 'media="all"')
    .replace(`media="(prefers-color-scheme: ${OTHER[theme]})"`, 'media="not all"');
}

/**
 * Pages the server writes as a string (sign-in, unsubscribe, their error pages) get the
 * chosen theme and the request's language (`<html lang>`) on the way out; the web app's files and rendered pages apply it themselves
 * (web-app.ts, server-pages.ts), before they are compressed.
 */
export function registerThemedPages(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" || !payload.startsWith("<!doctype html>")) {
      done(null, payload);
      return;
    }
    void reply.header("vary", "accept-language, cookie");
    done(null, withTheme(withLocale(payload, requestLocale(request)), chosenTheme(request)));
  });
}
