import { SOURCE_LOCALE, type Locale, type TranslatedLocale } from "./locales.js";
import { formatMessage, type MessageValues } from "./message.js";

/** A screen's words in English, by key: each an ICU message (message.ts). */
export type Messages = Readonly<Record<string, string>>;
/**
 * The same keys in another language: the module a screen's `defineCopy` imports (`<name>.es.ts`,
 * a plain object as its default export) fails to type-check there when it lacks a key; a key
 * too many, or a value that names other arguments, fails the catalogue test.
 */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

type Loader<M extends Messages> = () => Promise<{ default: Translation<M> }>;

/** A screen's words: the English in code, and how each other language's catalogue loads. */
export interface Copy<M extends Messages> {
  readonly english: M;
  readonly load: Readonly<Record<TranslatedLocale, Loader<M>>>;
}

/** Says `key` in the language, with `values` put in. */
export type Translate<M extends Messages> = (
  key: keyof M & string,
  values?: MessageValues,
) => string;

const defined = new Set<Copy<Messages>>();
const loaded = new Map<Copy<Messages>, Partial<Record<TranslatedLocale, Messages>>>();
const loading = new Map<Copy<Messages>, Partial<Record<TranslatedLocale, TrackedPromise>>>();

/**
 * A screen's copy: `english` is the source (the spec's words), each other language a module
 * loaded with `import()` only when that language is shown, so English costs no download.
 */
export function defineCopy<M extends Messages>(
  english: M,
  load: Readonly<Record<TranslatedLocale, NoInfer<Loader<M>>>>,
): Copy<M> {
  const copy = { english, load };
  defined.add(copy);
  return copy;
}

/** The catalogue of `copy` in `locale` once loaded (English: the copy itself). */
export function loadedMessages(copy: Copy<Messages>, locale: Locale): Messages | undefined {
  return locale === SOURCE_LOCALE ? copy.english : loaded.get(copy)?.[locale];
}

/**
 * A promise that says whether it has settled, the way React's `use()` reads one: a settled
 * one is read at once, without suspending (the thenable protocol TanStack Query's promises
 * follow too).
 */
export type TrackedPromise = Promise<void> &
  (
    | { status: "pending" }
    | { status: "fulfilled"; value: undefined }
    | { status: "rejected"; reason: unknown }
  );

const SETTLED: TrackedPromise = Object.assign(Promise.resolve(), {
  status: "fulfilled" as const,
  value: undefined,
});

function tracked(promise: Promise<void>): TrackedPromise {
  const result = Object.assign(promise, { status: "pending" as const });
  promise.then(
    () => Object.assign(result, { status: "fulfilled", value: undefined }),
    (reason: unknown) => Object.assign(result, { status: "rejected", reason }),
  );
  return result;
}

/**
 * Loads `copy`'s catalogue for `locale` (once; the same promise while it loads). What it
 * answers may be given to `use()` on every render, loaded or not: a component that calls
 * `use()` only while a catalogue loads breaks React's replay of it (the hooks after it are
 * then mounted as updates, "Update hook called on initial render").
 */
export function loadCopy(copy: Copy<Messages>, locale: Locale): TrackedPromise {
  if (locale === SOURCE_LOCALE || loaded.get(copy)?.[locale]) return SETTLED;
  const pending = loading.get(copy) ?? {};
  loading.set(copy, pending);
  return (pending[locale] ??= tracked(
    copy.load[locale]().then(
      (module) => {
        loaded.set(copy, { ...loaded.get(copy), [locale]: module.default });
      },
      (error: unknown) => {
        delete pending[locale];
        throw error;
      },
    ),
  ));
}

/** Loads every copy defined so far (the modules imported until now) in `locale`. */
export function loadDefinedCopies(locale: Locale): Promise<void> {
  return Promise.all([...defined].map((copy) => loadCopy(copy, locale))).then(() => undefined);
}

/**
 * Says `copy`'s messages in `locale`. A catalogue not loaded yet, or a key it lacks, falls
 * back to English (the tests make sure no key lacks).
 */
export function translator<M extends Messages>(copy: Copy<M>, locale: Locale): Translate<M> {
  const messages = loadedMessages(copy, locale) ?? copy.english;
  return (key, values) => formatMessage(locale, messages[key] ?? copy.english[key] ?? key, values);
}

/** Every copy defined so far, for the completeness tests. */
export function definedCopies(): ReadonlySet<Copy<Messages>> {
  return defined;
}
