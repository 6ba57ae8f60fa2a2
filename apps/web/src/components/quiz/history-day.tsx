import type { QuizHistoryDay } from "@tandem/api-contract";
import { Badge, Card } from "@tandem/ui";
import { CalendarIcon, HeartIcon } from "../icons.js";
import { LazyAnswerTalk } from "../together/lazy-answer-talk.js";
import { formatQuizDay } from "./quiz-day.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";

export const historyDayCopy = defineCopy(
  {
    you: "You",
    notAnswered: "Not answered",
    waiting: "Waiting for your partner",
    hidden: "Answer to see theirs",
    sameAnswer: "Same answer",
    completed: "Completed",
    together: "Together",
    solo: "Solo",
    today: "Today",
    yesterday: "Yesterday",
  },
  { es: () => import("./history-day.es.js") },
);

/** One day of the quiz history: each question with your answer and, once you answered, your partner's. */
export function HistoryDay({ day, partner }: { day: QuizHistoryDay; partner: string }) {
  const headingId = `history-${day.day}-${day.coupleId ?? "solo"}`;
  const shared = day.coupleId !== null;
  const t = useCopy(historyDayCopy);
  const locale = useLocale();
  const days = { today: t("today"), yesterday: t("yesterday") };
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex items-center gap-2 border-b border-rose-50 px-4 py-3">
        <CalendarIcon className="size-4 shrink-0 text-rose-500" />
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900">
          <time dateTime={day.day}>{formatQuizDay(day.day, new Date(), locale, days)}</time>
        </h2>
        <Badge variant={shared ? "secondary" : "outline"}>
          {shared ? t("together") : t("solo")}
        </Badge>
        {day.completed ? <Badge variant="success">{t("completed")}</Badge> : null}
      </div>
      <ul className="flex flex-col divide-y divide-rose-50">
        {day.questions.map((item) => (
          <li key={item.questionId} className="flex flex-col gap-2 px-4 py-3">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-medium leading-snug text-gray-900">{item.question}</p>
              {item.myAnswer &&
              item.partnerAnswer &&
              item.myAnswer.selectedOption === item.partnerAnswer.selectedOption ? (
                <Badge variant="default" className="shrink-0">
                  <HeartIcon fill="currentColor" />
                  {t("sameAnswer")}
                </Badge>
              ) : null}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-rose-600">{t("you")}</dt>
              <dd className={item.myAnswer ? "text-gray-800" : "italic text-gray-500"}>
                {item.myAnswer?.optionText ?? t("notAnswered")}
              </dd>
              {shared ? (
                <>
                  <dt className="max-w-32 truncate font-semibold text-violet-700">{partner}</dt>
                  <dd className={item.partnerAnswer ? "text-gray-800" : "italic text-gray-500"}>
                    {item.partnerAnswer?.optionText ?? (item.myAnswer ? t("waiting") : t("hidden"))}
                  </dd>
                </>
              ) : null}
            </dl>
            {shared && item.myAnswer && item.partnerAnswer ? (
              <LazyAnswerTalk
                day={day.day}
                coupleId={day.coupleId}
                questionId={item.questionId}
                partnerName={partner}
                different={item.myAnswer.selectedOption !== item.partnerAnswer.selectedOption}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
