import { acceptedLanguages, LOCALE_COOKIE, pageLocale, type Locale } from "@tandem/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The language a request's page is written in (decision 303): the one chosen in Profile (its
 * cookie), else the best of the browser's Accept-Language, else English. A request refused
 * before its cookies are read (an address too long to route) goes by its header alone.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return pageLocale(
    request.cookies?.[LOCALE_COOKIE],
    acceptedLanguages(request.headers["accept-language"]),
  );
}

/** A page's HTML declared in `locale` (`<html lang>`), for screen readers and hyphenation. */
export function withLocale(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}
