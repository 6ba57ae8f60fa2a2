import { loadDefinedCopies, LOCALES, SOURCE_LOCALE } from "@tandem/i18n";

/**
 * Loads every language's words of the copy the server's modules define (the sign-in, error
 * and unsubscribe pages, the sign-in e-mail): a page is then drawn without waiting, in the
 * request's language. Called once when the app starts, after its modules are imported.
 */
export async function loadServerCopies(): Promise<void> {
  await Promise.all(
    LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => loadDefinedCopies(locale)),
  );
}
