import { VOUCHER_VALIDITY_TEXT } from "@tandem/api-contract";

/** "12 Mar 2027" for a calendar day, read as that day wherever the person is. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** A voucher's validity: the reward's end date, or the spec's "Valid until further notice." */
export const voucherValidity = (codesValidUntil: string | null) =>
  codesValidUntil ? `Valid until ${formatDay(codesValidUntil)}.` : VOUCHER_VALIDITY_TEXT;
