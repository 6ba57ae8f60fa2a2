import { badRequest } from "@tandem/api-contract/server";
import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A typed phone number in E.164, as it is stored; a number without a country code is read
 * as a US number. Anything else is a 400 on `phoneNumber`.
 */
export function toE164(phoneNumber: string): string {
  const parsed = parsePhoneNumberFromString(phoneNumber, "US");
  if (!parsed || !parsed.isValid()) {
    throw badRequest(
      "phoneNumber",
      "Enter a valid phone number, with the country code (for example +44 20 7946 0958).",
    );
  }
  return parsed.number;
}
