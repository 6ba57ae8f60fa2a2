import { useId } from "react";
import type { TodayQuestion } from "@tandem/api-contract";
import { cn, focusRing, Progress } from "@tandem/ui";
import { CheckCircleIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const quizQuestionCopy = defineCopy(
  {
    position: "Question {n} of {total}",
  },
  { es: () => import("./quiz-question.es.js") },
);

export interface QuizQuestionViewProps {
  /** Numbered by its place in today's set, however many are left to answer. */
  question: TodayQuestion;
  /** The picked option, or null. */
  selected: number | null;
  onSelect: (option: number) => void;
  /** Options cannot be changed (while submitting, or an already answered question). */
  disabled?: boolean;
  className?: string;
}

/**
 * One quiz question: 'Question X of N' (its place in today's set), a progress bar of X/N, the question and its
 * options (toggle buttons, one pressed at a time). Shared by the quiz screen and the quiz dialog.
 */
export function QuizQuestionView({
  question,
  selected,
  onSelect,
  disabled = false,
  className,
}: QuizQuestionViewProps) {
  const t = useCopy(quizQuestionCopy);
  const questionId = useId();
  const position = t("position", { n: question.position, total: question.setSize });
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-gray-600">{position}</p>
        <Progress value={question.position} max={question.setSize} aria-label={position} />
      </div>
      <p id={questionId} className="text-lg font-semibold leading-snug text-gray-900">
        {question.question}
      </p>
      <div role="group" aria-labelledby={questionId} className="flex flex-col gap-2.5">
        {question.options.map((option, i) => {
          const pressed = selected === i;
          return (
            <button
              key={`${question.id}-${i}`}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onSelect(i)}
              className={cn(
                "flex min-h-12 w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-medium transition",
                focusRing,
                "focus-visible:ring-offset-2",
                "disabled:cursor-not-allowed",
                pressed
                  ? "border-rose-400 bg-linear-to-r from-rose-50 to-violet-50 text-gray-900 shadow-sm"
                  : "border-gray-200 bg-white text-gray-800 hover:border-rose-200 hover:bg-rose-50/50 disabled:opacity-60",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                  pressed ? "border-rose-500 bg-rose-500 text-white" : "border-gray-300",
                )}
              >
                {pressed ? <CheckCircleIcon className="size-5" /> : null}
              </span>
              <span className="min-w-0 flex-1">{option.text}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
