import { PHONE_NUMBER_REFUSED_MESSAGE } from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";

// What a person may type around the digits: spaces, dashes, dots, slashes and brackets.
const SEPARATORS = /[\s().\-/\u00a0]/g;
// E.164 allows 15 digits; short local numbers (some islands, extensions aside) have 5 or more.
const PHONE_LIKE = /^\+?\d{5,15}$/;

/** The region a number without a country code is read in, when the hint is missing or unknown. */
const DEFAULT_REGION: CountryCode = "US";

function regionOf(hint: string | null | undefined): CountryCode {
  const region = hint?.trim().toUpperCase() ?? "";
  return isSupportedCountry(region) ? region : DEFAULT_REGION;
}

/**
 * A typed phone number as it is stored. A number that parses (international with `+` or
 * `00`, or national in the region hinted by the browser's locale, else the US) is stored in
 * E.164; text that can still be a phone number (5 to 15 digits with the usual separators)
 * is kept as typed, tidied; anything else is a 400 on `phoneNumber` that says so.
 */
export function normalisePhoneNumber(typed: string, regionHint?: string | null): string {
  const text = typed.trim().replace(/\s+/g, " ");
  const compact = text.replace(SEPARATORS, "").replace(/^00/, "+");
  if (!PHONE_LIKE.test(compact)) throw badRequest("phoneNumber", PHONE_NUMBER_REFUSED_MESSAGE);
  const parsed = compact.startsWith("+")
    ? parsePhoneNumberFromString(compact)
    : parsePhoneNumberFromString(compact, regionOf(regionHint));
  if (parsed?.isValid()) return parsed.number;
  return text;
}
