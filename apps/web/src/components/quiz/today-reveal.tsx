import { Card } from "@tandem/ui";
import { partnerName } from "../couples/partner-name.js";
import { PartnerAnswer } from "./partner-answer.js";
import { useTodayReveal } from "./use-today-reveal.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const todayRevealCopy = defineCopy(
  {
    title: "Revealed so far",
    partnerProgress: "{name}: {n} of {total} answered",
  },
  { es: () => import("./today-reveal.es.js") },
);

/**
 * Under the quiz (decision 037): each question you answered today, latest first, with your
 * partner's pick as soon as they answered it too, live; a question only your partner
 * answered says so (not what). Nothing when unpaired or before anyone answered.
 */
export function TodayReveal() {
  const t = useCopy(todayRevealCopy);
  const reveal = useTodayReveal();
  if (!reveal) return null;
  // Yours, and those only your partner answered so far (their pick stays hidden), latest first.
  const answered = reveal.questions.filter((q) => q.myAnswer || q.partnerAnswered).reverse();
  if (answered.length === 0) return null;
  const name = partnerName(reveal.partner);
  return (
    <Card data-testid="today-reveal" aria-live="polite">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-0.5">
          <h2 className="text-base font-semibold text-gray-900">{t("title")}</h2>
          <p className="text-xs text-gray-600 [overflow-wrap:anywhere]">
            {t("partnerProgress", { name, n: reveal.partnerAnsweredCount, total: reveal.total })}
          </p>
        </div>
        {answered.map((item) => (
          <PartnerAnswer
            key={item.questionId}
            item={item}
            partnerName={name}
            day={reveal.day}
            showQuestion
            className="border-t border-rose-50 pt-3 first-of-type:border-t-0 first-of-type:pt-0"
          />
        ))}
      </div>
    </Card>
  );
}
