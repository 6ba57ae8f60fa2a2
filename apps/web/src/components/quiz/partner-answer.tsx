import type { RevealQuestion } from "@tandem/api-contract";
import { Badge, cn } from "@tandem/ui";
import { CheckCircleIcon, HeartIcon } from "../icons.js";
import { LazyAnswerTalk } from "../together/lazy-answer-talk.js";

export const revealCopy = {
  you: "You",
  waitingFor: (name: string) => `Waiting for ${name}`,
  answeredHidden: (name: string) => `${name} has answered. Answer to see their pick.`,
  matched: "You matched!",
  different: "Different picks",
};

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
  const question = showQuestion ? (
    <p className="text-sm font-semibold leading-snug text-gray-900">{item.question}</p>
  ) : null;

  if (!item.myAnswer) {
    if (!item.partnerAnswered) return null;
    return (
      <div className={cn("flex flex-col gap-1.5", className)}>
        {question}
        <p className="text-xs text-gray-600">{revealCopy.answeredHidden(partnerName)}</p>
      </div>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid="partner-answer">
      {question}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0 rounded-xl bg-rose-50 px-3 py-2">
          <dt className="text-xs font-semibold text-rose-600">{revealCopy.you}</dt>
          <dd className="text-gray-900 [overflow-wrap:anywhere]">{item.myAnswer.optionText}</dd>
        </div>
        <div className="min-w-0 rounded-xl bg-violet-50 px-3 py-2">
          <dt className="truncate text-xs font-semibold text-violet-600">{partnerName}</dt>
          <dd
            className={cn(
              "[overflow-wrap:anywhere]",
              item.partnerAnswer ? "text-gray-900" : "italic text-gray-500",
            )}
          >
            {item.partnerAnswer
              ? item.partnerAnswer.optionText
              : revealCopy.waitingFor(partnerName)}
          </dd>
        </div>
      </dl>
      {item.matched === true ? (
        <Badge variant="success" className="self-start">
          <CheckCircleIcon />
          {revealCopy.matched}
        </Badge>
      ) : item.matched === false ? (
        <Badge variant="secondary" className="self-start">
          <HeartIcon />
          {revealCopy.different}
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
