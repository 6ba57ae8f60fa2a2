import { useReaderLanguages } from "./i18n.js";

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

/**
 * An example phone number of the region, as its people write it, for the phone field's
 * placeholder (decision 302); fictional or reserved numbers where the region has them.
 */
const PHONE_EXAMPLES: Record<string, string> = {
  US: "+1 415 555 0199",
  CA: "+1 416 555 0199",
  GB: "+44 7700 900123",
  IE: "+353 85 012 3456",
  AU: "+61 491 570 006",
  ES: "+34 612 34 56 78",
  MX: "+52 55 1234 5678",
  AR: "+54 9 11 1234 5678",
  CO: "+57 301 234 5678",
  CL: "+56 9 6123 4567",
  PE: "+51 912 345 678",
  FR: "+33 6 12 34 56 78",
  DE: "+49 1512 3456789",
  PT: "+351 912 345 678",
  BR: "+55 11 91234 5678",
};

/** The example for `region`, else an international one. */
export function phoneExample(region: string | undefined): string {
  return (region && PHONE_EXAMPLES[region]) || "+44 7700 900123";
}

/**
 * The reader's region ("US" for en-US), from the languages the page was drawn for: the same
 * on the server (Accept-Language) and in the browser, so km or miles and a phone example
 * drawn by the server survive hydration.
 */
export function useRegion(): string | undefined {
  return browserRegion(useReaderLanguages());
}
