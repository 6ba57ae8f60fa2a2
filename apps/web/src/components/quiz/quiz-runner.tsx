import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { TodayQuestion } from "@tandem/api-contract";
import { Button, Card, toast } from "@tandem/ui";
import { ArrowLeftIcon } from "../icons.js";
import { QuizQuestionView } from "./quiz-question.js";
import { QUIZ_TOAST_WORDS, useAnswerQuestion } from "./use-answer-question.js";
import { useOpenQuestions } from "./use-open-questions.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const quizRunnerCopy = defineCopy(
  {
    back: "Back",
    skip: "Skip",
    next: "Next Question",
    submitting: "Submitting...",
    waiting: "Waiting to send",
    skippedTitle: "Almost there!",
    skippedText:
      "{n, plural, one {One question you skipped is left.} other {# questions you skipped are left.}}",
    ...QUIZ_TOAST_WORDS,
  },
  { es: () => import("./quiz-runner.es.js") },
);

/**
 * The daily quiz screen: one question at a time. Back steps to the previous question (or
 * leaves from the first), Skip moves on without answering (or leaves from the last), Next
 * sends the pick. Answering the last question with skipped ones left goes back to the first
 * skipped; `onFinished` runs once every question is answered. A question answered elsewhere
 * meanwhile (another tab or phone) is passed over silently.
 * @see docs/spec/product-spec.md, "Daily quiz screen"
 */
export function QuizRunner({
  questions,
  onFinished,
}: {
  questions: TodayQuestion[];
  onFinished: () => void;
}) {
  const t = useCopy(quizRunnerCopy);
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  // Picks per question; a question answered in this visit keeps its pick and is not sent again.
  const [picks, setPicks] = useState<Record<number, number>>({});
  const open = useOpenQuestions(questions);
  const { submit, isPending: sending, waiting } = useAnswerQuestion();
  const isPending = sending || waiting;

  const question = questions[index];
  const goneElsewhere = question !== undefined && open.answeredElsewhere(question);
  useEffect(() => {
    if (!goneElsewhere || isPending) return;
    const next = open.nextOpen(index);
    if (next === null) onFinished();
    else setIndex(next);
  }, [goneElsewhere, isPending, open, index, onFinished]);

  if (!question) return null;
  const isLast = index === questions.length - 1;
  const selected = picks[question.id] ?? null;
  const isAnswered = open.answeredHere(question);

  function forward() {
    // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
    if (isLast) void navigate("/app");
    else setIndex(index + 1);
  }

  function back() {
    if (index === 0) void navigate("/app");
    else setIndex(index - 1);
  }

  function next() {
    if (!question || selected === null) return;
    if (isAnswered) {
      forward();
      return;
    }
    submit(question, selected, () => {
      // Complete means every question answered, not the last one reached: skipped ones come back.
      const next = open.markAnswered(question, index);
      if (next === null) {
        toast({ title: t("completeTitle"), description: t("completeText") });
        onFinished();
      } else {
        if (next < index) {
          toast({
            title: t("skippedTitle"),
            description: t("skippedText", { n: open.openCount - 1 }),
          });
        }
        setIndex(next);
      }
    });
  }

  return (
    <Card>
      <div className="flex flex-col gap-6 p-5">
        <QuizQuestionView
          question={question}
          selected={selected}
          onSelect={(option) => setPicks((prev) => ({ ...prev, [question.id]: option }))}
          disabled={isPending || isAnswered}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            onClick={back}
            disabled={isPending}
            className="shrink-0"
          >
            <ArrowLeftIcon />
            <span className="sr-only">{t("back")}</span>
          </Button>
          <Button
            variant="outline"
            onClick={forward}
            disabled={isPending}
            className="shrink-0 px-4"
          >
            {t("skip")}
          </Button>
          <Button
            onClick={next}
            disabled={selected === null || isPending}
            className="min-w-0 flex-1 basis-32 px-3"
          >
            {waiting ? t("waiting") : isPending ? t("submitting") : t("next")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
