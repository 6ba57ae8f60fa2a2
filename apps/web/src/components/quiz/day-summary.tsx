import { Card } from "@tandem/ui";
import { PARTNER_WORDS, partnerName } from "../couples/partner-name.js";
import { WaitingForPartner } from "../push/waiting-for-partner.js";
import { PartnerAnswer } from "./partner-answer.js";
import { useTodayReveal } from "./use-today-reveal.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const daySummaryCopy = defineCopy(
  {
    matched: "You matched on {n} of {total}",
    notYet: "Done! {name} hasn't answered yet",
    allIn: "Both of you answered everything today.",
    ...PARTNER_WORDS,
  },
  { es: () => import("./day-summary.es.js") },
);

/**
 * The end of today's quiz (decision 037): "You matched on N of 8" and every question with both
 * picks; while the partner is not done, "Waiting for <name>" (updated live as they answer).
 * Before any question is answered by both there is nothing to compare: "Done! <name> hasn't
 * answered yet" instead of "matched on 0" (decision 231).
 */
export function DaySummary() {
  const t = useCopy(daySummaryCopy);
  const reveal = useTodayReveal();
  if (!reveal || reveal.total === 0 || reveal.myAnsweredCount === 0) return null;
  const name = partnerName(reveal.partner, t);
  const partnerDone = reveal.partnerAnsweredCount >= reveal.total;
  const compared = reveal.questions.some((question) => question.matched !== null);
  return (
    <Card data-testid="day-summary" aria-live="polite">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-1 text-center">
          <h2 className="text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
            {compared
              ? t("matched", { n: reveal.matches, total: reveal.total })
              : t("notYet", { name })}
          </h2>
          {partnerDone ? <p className="text-sm text-gray-600">{t("allIn")}</p> : null}
        </div>
        {partnerDone ? null : (
          <WaitingForPartner
            name={name}
            answered={reveal.partnerAnsweredCount}
            total={reveal.total}
          />
        )}
        {reveal.questions.map((item) => (
          <PartnerAnswer
            key={item.questionId}
            item={item}
            partnerName={name}
            day={reveal.day}
            showQuestion
            className="border-t border-rose-50 pt-3"
          />
        ))}
      </div>
    </Card>
  );
}
