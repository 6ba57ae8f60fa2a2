import type { AddedRewardCodes } from "@tandem/api-contract";
import { defineCopy, translator, type Locale } from "@tandem/i18n";

/** The staff's summary of a paste of partner codes, in the request's language. */
export const codesSummaryCopy = defineCopy(
  {
    added: "{n, plural, one {# code} other {# codes}} added",
    duplicates: "{n, plural, one {# duplicate} other {# duplicates}}",
    blank: "{n, plural, one {# blank} other {# blanks}}",
    malformed: "{n, number} malformed",
    inPool: "{n, number} already in {title}'s pool",
    withRefusals: "{added}; refused: {reasons}.",
    withoutRefusals: "{added}.",
  },
  { es: () => import("./codes-summary.es.js") },
);

/** "12 codes added; refused: 2 duplicates, 1 blank, 3 already in Cinema Night's pool." */
export function codesSummary(
  locale: Locale,
  added: number,
  refused: AddedRewardCodes["refused"],
): string {
  const t = translator(codesSummaryCopy, locale);
  const reasons = [
    refused.duplicates > 0 && t("duplicates", { n: refused.duplicates }),
    refused.blank > 0 && t("blank", { n: refused.blank }),
    refused.malformed > 0 && t("malformed", { n: refused.malformed }),
    ...refused.inPools.map(({ rewardTitle, count }) =>
      t("inPool", { n: count, title: rewardTitle }),
    ),
  ].filter((reason): reason is string => typeof reason === "string");
  const head = t("added", { n: added });
  return reasons.length > 0
    ? t("withRefusals", { added: head, reasons: reasons.join(", ") })
    : t("withoutRefusals", { added: head });
}
