import type { Language, Ok } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import { isLocale, SOURCE_LOCALE, type Locale } from "@tandem/i18n";
import type { Transaction } from "kysely";

// Compile-time only: the contract's languages are @tandem/i18n's locales, no more, no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameLanguages: Same<Language, Locale> = true;
void _sameLanguages;

/**
 * The account's language: the device's that signed in or chose one in Profile (decision
 * 303). With `pushEndpoint`, that device's push subscription follows (if it is the person's).
 */
export async function setLanguage(
  db: Db | Transaction<Database>,
  userId: string,
  language: Language,
  pushEndpoint?: string,
): Promise<Ok> {
  await db.updateTable("users").set({ language }).where("id", "=", userId).execute();
  if (pushEndpoint !== undefined) {
    await db
      .updateTable("pushSubscriptions")
      .set({ language })
      .where("userId", "=", userId)
      .where("endpoint", "=", pushEndpoint)
      .execute();
  }
  return { ok: true };
}

/** The language a stored column names; English for one this release does not speak. */
export function storedLanguage(value: string | null | undefined): Locale {
  return isLocale(value) ? value : SOURCE_LOCALE;
}
