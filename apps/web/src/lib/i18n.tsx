import { createContext, use, useContext, useMemo, useState, type ReactNode } from "react";
import {
  loadCopy,
  loadDefinedCopies,
  LOCALE_CHOICES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  pageLocale,
  SOURCE_LOCALE,
  translator,
  type Copy,
  type Locale,
  type LocaleChoice,
  type Messages,
  type Translate,
} from "@tandem/i18n";
import { readCookie, writeCookie } from "./device-cookie.js";

/** The languages the browser asks for, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The Language chosen in Profile on this device (its cookie), else "system" (decision 303). */
export function rememberedLocaleChoice(): LocaleChoice {
  const value = readCookie(LOCALE_COOKIE);
  return LOCALE_CHOICES.find((choice) => choice === value) ?? "system";
}

/** The language the page is in: the one chosen in Profile, else the browser's best. */
export function currentLocale(): Locale {
  const choice = rememberedLocaleChoice();
  return pageLocale(choice === "system" ? undefined : choice, browserLanguages());
}

/** Remembers `choice` in the cookie the server writes pages with (no flash on the next load). */
function rememberLocaleChoice(choice: LocaleChoice): void {
  if (choice === "system") writeCookie(LOCALE_COOKIE, "", 0);
  else writeCookie(LOCALE_COOKIE, choice, LOCALE_COOKIE_MAX_AGE_DAYS);
}

interface LocaleState {
  locale: Locale;
  /** The languages the reader asks for, best first: the browser's, or the request's on the server. */
  languages: readonly string[];
  /** Shows the app in `choice` once its words are loaded, and remembers it. */
  choose: (choice: LocaleChoice) => Promise<void>;
}

const LocaleContext = createContext<LocaleState>({
  locale: "en",
  languages: browserLanguages(),
  choose: () => Promise.resolve(),
});

/**
 * The app's language. The browser starts it with `currentLocale()` (start.tsx), the server
 * with the request's (server-pages.ts); either loads the catalogues of the screen first.
 */
export function LocaleProvider({
  initial,
  languages = browserLanguages(),
  children,
}: {
  initial: Locale;
  languages?: readonly string[];
  children: ReactNode;
}) {
  const [locale, setLocale] = useState(initial);
  // Read once: a page keeps the region it was drawn for (the server's and the browser's agree).
  const [asked] = useState(languages);
  const state = useMemo<LocaleState>(
    () => ({
      locale,
      languages: asked,
      choose: async (choice) => {
        rememberLocaleChoice(choice);
        const next = currentLocale();
        // Every word the screen shows is loaded before it changes: no blank, no English flash.
        await loadDefinedCopies(next);
        document.documentElement.lang = next;
        setLocale(next);
      },
    }),
    [locale, asked],
  );
  return <LocaleContext value={state}>{children}</LocaleContext>;
}

/** The languages the page was drawn for, best first: the request's on the server, else the browser's. */
export function useReaderLanguages(): readonly string[] {
  return useContext(LocaleContext).languages;
}

/** The UI's language, for formatting helpers (`formatDate(locale, …)`, @tandem/i18n). */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** Profile's Language switch. */
export function useChooseLocale(): LocaleState["choose"] {
  return useContext(LocaleContext).choose;
}

/**
 * `copy`'s words in the UI's language: `const t = useCopy(copy); t("title")`. A catalogue
 * not loaded yet suspends the screen until it is (its own chunk, fetched once).
 */
export function useCopy<M extends Messages>(copy: Copy<M>): Translate<M> {
  const locale = useLocale();
  // In a translated language, asked on every render, loaded or not: React replays a component
  // whose catalogue arrives mid-render, and the replay must call use() as the first try did.
  // English is in the code, never waited for.
  if (locale !== SOURCE_LOCALE) use(loadCopy(copy, locale));
  return useMemo(() => translator(copy, locale), [copy, locale]);
}
