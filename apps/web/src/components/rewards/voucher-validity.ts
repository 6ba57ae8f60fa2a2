import { VOUCHER_VALIDITY_TEXT } from "@tandem/api-contract";
import { defineCopy, formatDate } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";

export const voucherValidityCopy = defineCopy(
  {
    until: "Valid until {date}.",
    furtherNotice: VOUCHER_VALIDITY_TEXT,
    usedOn: "Used on {date}",
  },
  { es: () => import("./voucher-validity.es.js") },
);

/**
 * A voucher's validity in the UI's language: the reward's end date (a calendar day, read as
 * that day wherever the person is), or the spec's "Valid until further notice."; and the day
 * a till used it.
 */
export function useVoucherDates() {
  const t = useCopy(voucherValidityCopy);
  const locale = useLocale();
  const day = (value: string, timeZone?: string) =>
    formatDate(locale, value, "shortDate", timeZone);
  return {
    validity: (codesValidUntil: string | null) =>
      codesValidUntil
        ? t("until", { date: day(`${codesValidUntil}T00:00:00Z`, "UTC") })
        : t("furtherNotice"),
    usedOn: (usedAt: string) => t("usedOn", { date: day(usedAt) }),
  };
}
