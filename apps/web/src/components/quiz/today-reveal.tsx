import { Card } from "@tandem/ui";
import { partnerName } from "../couples/partner-name.js";
import { PartnerAnswer } from "./partner-answer.js";
import { useTodayReveal } from "./use-today-reveal.js";

const copy = {
  title: "Revealed so far",
  partnerProgress: (name: string, n: number, total: number) => `${name}: ${n} of ${total} answered`,
};

/**
 * Under the quiz (issue 13): each question you answered today, newest first, with your
 * partner's pick as soon as they answered it too, live. Nothing when unpaired or before
 * your first answer.
 */
export function TodayReveal() {
  const reveal = useTodayReveal();
  if (!reveal) return null;
  const answered = reveal.questions.filter((q) => q.myAnswer).reverse();
  if (answered.length === 0) return null;
  const name = partnerName(reveal.partner);
  return (
    <Card data-testid="today-reveal" aria-live="polite">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-base font-semibold text-gray-900">{copy.title}</h2>
          <p className="shrink-0 text-xs text-gray-600">
            {copy.partnerProgress(name, reveal.partnerAnsweredCount, reveal.total)}
          </p>
        </div>
        {answered.map((item) => (
          <PartnerAnswer
            key={item.questionId}
            item={item}
            partnerName={name}
            showQuestion
            className="border-t border-rose-50 pt-3 first-of-type:border-t-0 first-of-type:pt-0"
          />
        ))}
      </div>
    </Card>
  );
}
