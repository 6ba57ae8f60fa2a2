import { useId } from "react";
import { discoveryAnswer } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { cn, focusRing } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { HeartIcon } from "../icons.js";

export const answerListCopy = defineCopy(
  {
    heading: "{name}'s answers",
    likeAnswer: "Like answer: {label}",
    youToo: "You too",
  },
  { es: () => import("./answer-list.es.js") },
);

export interface AnswerListProps {
  nickname: string;
  /** Their discovery answers (tags), in the quiz's order. */
  answers: readonly string[];
  /** The answers the viewer shares, marked "You too". */
  shared?: readonly string[];
  /** A heart on each answer: like this one (Discover). */
  onLikeAnswer?: (tag: string) => void;
  disabled?: boolean;
  className?: string;
}

/** A profile's own discovery answers as the question and the words they picked. */
export function AnswerList({
  nickname,
  answers,
  shared = [],
  onLikeAnswer,
  disabled,
  className,
}: AnswerListProps) {
  const t = useCopy(answerListCopy);
  const headingId = useId();
  const known = answers.flatMap((tag) => {
    const answer = discoveryAnswer(tag);
    return answer ? [answer] : [];
  });
  if (known.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col gap-2", className)}>
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-gray-500">
        {t("heading", { name: nickname })}
      </h3>
      <ul className="flex flex-col gap-2">
        {known.map(({ tag, question, label }) => (
          <li
            key={tag}
            className="flex items-center gap-3 rounded-xl border border-rose-100 bg-rose-50/50 py-2.5 pl-4 pr-2"
          >
            <div className="min-w-0 flex-1">
              <p className="text-xs text-gray-600">{question}</p>
              <p className="font-semibold text-gray-900">
                <span>{label}</span>
                {shared.includes(tag) ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-violet-100 px-2 py-0.5 align-middle text-[0.7rem] font-medium text-violet-800">
                    {t("youToo")}
                  </span>
                ) : null}
              </p>
            </div>
            {onLikeAnswer ? (
              <button
                type="button"
                aria-label={t("likeAnswer", { label })}
                title={t("likeAnswer", { label })}
                disabled={disabled}
                onClick={() => onLikeAnswer(tag)}
                className={cn(
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-rose-600 shadow-sm ring-1 ring-rose-100 transition hover:bg-rose-50 disabled:opacity-60",
                  focusRing,
                )}
              >
                <HeartIcon className="size-5" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
