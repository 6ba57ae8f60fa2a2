import type { RevealQuestion } from "@tandem/api-contract";
import { Badge, cn } from "@tandem/ui";
import { CheckCircleIcon, HeartIcon } from "../icons.js";

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
}: {
  item: RevealQuestion;
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
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-xs font-semibold uppercase tracking-wide text-rose-600">
          {revealCopy.you}
        </dt>
        <dd className="text-gray-900">{item.myAnswer.optionText}</dd>
        <dt className="max-w-28 truncate text-xs font-semibold uppercase tracking-wide text-violet-600">
          {partnerName}
        </dt>
        <dd className={item.partnerAnswer ? "text-gray-900" : "text-gray-500 italic"}>
          {item.partnerAnswer ? item.partnerAnswer.optionText : revealCopy.waitingFor(partnerName)}
        </dd>
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
    </div>
  );
}
