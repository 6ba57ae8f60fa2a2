/**
 * The region of the browser's locale ("FR" for fr-FR; "US" for a bare "en", as Intl fills
 * in the likely region), sent with a phone number as a hint for numbers typed without a
 * country code. Undefined when the browser does not say.
 */
export function browserRegion(
  languages: readonly string[] = typeof navigator === "undefined"
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): string | undefined {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // An invalid tag: try the next one.
    }
  }
  return undefined;
}
