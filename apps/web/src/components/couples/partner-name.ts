import type { Partner } from "@tandem/api-contract";
import type { Translate } from "@tandem/i18n";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The words below in English, spread into the copy of each screen that says them (its
 * catalogue spreads `partner-name.es.ts`). Not a copy of their own: a module the app's shell
 * imports stays without @tandem/i18n's runtime, which keeps the library in the shell's chunk
 * (decision 309).
 */
export const PARTNER_WORDS = {
  partner: "Partner",
  day: "Day {n}",
  connected: "Connected",
};

/** A screen's `t` whose copy spreads PARTNER_WORDS. */
export type SayPartnerWords = Translate<typeof PARTNER_WORDS>;

const english: SayPartnerWords = (key, values) =>
  PARTNER_WORDS[key].replace("{n}", String(values?.n));

type PartnerLike = Pick<Partner, "firstName" | "lastName" | "email"> | null | undefined;

/**
 * The partner's full name, else first name, else the part of the e-mail before "@", else
 * "Partner" (in the language of `t`).
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function partnerName(partner: PartnerLike, t: SayPartnerWords = english): string {
  const first = partner?.firstName?.trim() ?? "";
  const last = partner?.lastName?.trim() ?? "";
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = partner?.email?.split("@")[0]?.trim() ?? "";
  return local || t("partner");
}

/** Whole days since the couple was created, rounded up (a couple paired a minute ago is on day 1). */
export function coupleDay(
  createdAt: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (!createdAt) return null;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return null;
  return Math.max(1, Math.ceil((now - created) / DAY_MS));
}

/** 'Day N', or 'Connected' when the creation date is not available (in the language of `t`). */
export function coupleDayLabel(
  createdAt: string | null | undefined,
  t: SayPartnerWords = english,
  now: number = Date.now(),
): string {
  const day = coupleDay(createdAt, now);
  return day === null ? t("connected") : t("day", { n: day });
}
