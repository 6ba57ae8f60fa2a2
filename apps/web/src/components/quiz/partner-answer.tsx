import type { RevealQuestion } from "@tandem/api-contract";
import { Badge, cn } from "@tandem/ui";
import { CheckCircleIcon, HeartIcon } from "../icons.js";
import { LazyAnswerTalk } from "../together/lazy-answer-talk.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const revealCopy = defineCopy(
  {
    you: "You",
    waitingFor: "Waiting for {name}",
    answeredHidden: "{name} has answered. Answer to see their pick.",
    matched: "You matched!",
    different: "Different picks",
  },
  { es: () => import("./partner-answer.es.js") },
);

/**
 * One question's reveal: both picks once both answered, "Waiting for <name>" while only you
 * have, and a hint (never the pick) when only the partner has.
 */
export function PartnerAnswer({
  item,
  partnerName,
  showQuestion = false,
  className,
  day,
}: {
  item: RevealQuestion;
  /** The reveal's day: with it, both partners' picks get reactions and comments (decision 250). */
  day?: string;
  partnerName: string;
  showQuestion?: boolean;
  className?: string;
}) {
  const t = useCopy(revealCopy);
  const question = showQuestion ? (
    <p className="text-sm font-semibold leading-snug text-gray-900">{item.question}</p>
  ) : null;

  if (!item.myAnswer) {
    if (!item.partnerAnswered) return null;
    return (
      <div className={cn("flex flex-col gap-1.5", className)}>
        {question}
        <p className="text-xs text-gray-600">{t("answeredHidden", { name: partnerName })}</p>
      </div>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid="partner-answer">
      {question}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0 rounded-xl bg-rose-50 px-3 py-2">
          <dt className="text-xs font-semibold text-rose-600">{t("you")}</dt>
          <dd className="text-gray-900 [overflow-wrap:anywhere]">{item.myAnswer.optionText}</dd>
        </div>
        <div className="min-w-0 rounded-xl bg-violet-50 px-3 py-2">
          <dt className="truncate text-xs font-semibold text-violet-600">{partnerName}</dt>
          <dd
            className={cn(
              "[overflow-wrap:anywhere]",
              item.partnerAnswer ? "text-gray-900" : "italic text-gray-600",
            )}
          >
            {item.partnerAnswer
              ? item.partnerAnswer.optionText
              : t("waitingFor", { name: partnerName })}
          </dd>
        </div>
      </dl>
      {item.matched === true ? (
        <Badge variant="success" className="self-start">
          <CheckCircleIcon />
          {t("matched")}
        </Badge>
      ) : item.matched === false ? (
        <Badge variant="secondary" className="self-start">
          <HeartIcon />
          {t("different")}
        </Badge>
      ) : null}
      {day && item.partnerAnswer ? (
        <LazyAnswerTalk
          day={day}
          questionId={item.questionId}
          partnerName={partnerName}
          different={item.matched === false}
        />
      ) : null}
    </div>
  );
}
