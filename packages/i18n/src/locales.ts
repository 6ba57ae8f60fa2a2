/** The languages the app speaks (decision 301): English is the source, written in code. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
/** The language every message is written in first; it never costs a download. */
export const SOURCE_LOCALE = "en" satisfies Locale;
/** The languages translated from the source, each a catalogue loaded when chosen. */
export type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

/** Profile's Language: the phone's languages, or one chosen on this device (decision 303). */
export const LOCALE_CHOICES = ["system", ...LOCALES] as const;
export type LocaleChoice = (typeof LOCALE_CHOICES)[number];
/** Each language by its own name, the same in every language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The cookie the server writes pages in (decision 303); absent: the browser's languages. */
export const LOCALE_COOKIE = "tandem-locale";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 400;

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/**
 * The first of the person's languages the app speaks ("es-MX" picks `es`), else English.
 * `preferences` are language tags in order of preference (navigator.languages, or
 * Accept-Language read by `acceptedLanguages`).
 */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/** The languages of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The page's language: the one chosen in Profile (its cookie) when it is one we speak,
 * else the best of the browser's.
 */
export function pageLocale(cookie: string | undefined, preferences: readonly string[]): Locale {
  return isLocale(cookie) ? cookie : negotiateLocale(preferences);
}

/**
 * A page built once per language (the landing page, decision 306): `landing.html` in the
 * source language, `landing.es.html` in Spanish.
 */
export function fileInLocale(file: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? file : file.replace(/(\.[^./]+)$/, `.${locale}$1`);
}
