import { useEffect, useState } from "react";
import { DAILY_QUIZ_POINTS, POINTS_PER_ANSWER, type TodayQuestion } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { DaySummary } from "./day-summary.js";
import { QuizQuestionView } from "./quiz-question.js";
import { QUIZ_TOAST_WORDS, useAnswerQuestion } from "./use-answer-question.js";
import { useOpenQuestions } from "./use-open-questions.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const quizDialogCopy = defineCopy(
  {
    title: "Today's Quiz",
    description:
      "Pick the answer that fits you best. Each answer earns {points} points, up to {daily} a day.",
    skip: "Skip",
    next: "Next Question",
    submitting: "Submitting...",
    waiting: "Waiting to send",
    doneDescription: "Here is how your answers compare today.",
    home: "Back to Home",
    ...QUIZ_TOAST_WORDS,
  },
  { es: () => import("./quiz-dialog.es.js") },
);

export interface QuizDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today's unanswered questions. */
  questions: TodayQuestion[];
}

/**
 * Opened from home; renders nothing when there are no questions.
 * @see docs/spec/product-spec.md, "Daily quiz dialog (opened from home)"
 */
export function QuizDialog({ open, onOpenChange, questions }: QuizDialogProps) {
  // Once open it stays, through the last answer, for the reveal.
  if (questions.length === 0 && !open) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open: closing resets to the first question. */}
        <QuizDialogBody questions={questions} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function QuizDialogBody({
  questions: initial,
  onClose,
}: {
  questions: TodayQuestion[];
  onClose: () => void;
}) {
  const t = useCopy(quizDialogCopy);
  const user = useCurrentUser();
  // Answering refreshes today's questions (answered ones drop out); keep the set this dialog opened with.
  const [questions] = useState(initial);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const open = useOpenQuestions(questions);
  const { submit, isPending: sending, waiting } = useAnswerQuestion();
  const isPending = sending || waiting;
  const question = questions[index];
  const goneElsewhere = question !== undefined && open.answeredElsewhere(question);

  /** Every question answered: a paired person stays for the reveal, anyone else is done. */
  function finish() {
    toast({ title: t("completeTitle"), description: t("completeText") });
    if (user.coupleId !== null) setFinished(true);
    else onClose();
  }

  function goTo(next: number) {
    setIndex(next);
    setSelected(null);
  }

  // Answered in another tab or on another phone meanwhile: on to the next open one, silently.
  useEffect(() => {
    if (!goneElsewhere || isPending || finished) return;
    const next = open.nextOpen(index);
    if (next === null) finish();
    else goTo(next);
  });

  if (finished) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t("completeTitle")}</DialogTitle>
          <DialogDescription>{t("doneDescription")}</DialogDescription>
        </DialogHeader>
        <div className="-mx-1 max-h-[55vh] overflow-y-auto px-1">
          <DaySummary />
        </div>
        <Button onClick={onClose} className="w-full">
          {t("home")}
        </Button>
      </>
    );
  }
  if (!question) return null;

  /** Skip: the next open question after this one (no wrapping round), else close. */
  function advance() {
    const later = questions.findIndex(
      (q, i) => i > index && !open.answeredHere(q) && !open.answeredElsewhere(q),
    );
    if (later === -1) onClose();
    else goTo(later);
  }

  function next() {
    if (selected === null || !question) return;
    submit(question, selected, () => {
      // Complete means all answered (not merely the last one reached); skipped ones come back.
      const pending = open.markAnswered(question, index);
      if (pending === null) finish();
      else goTo(pending);
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>
          {t("description", { points: POINTS_PER_ANSWER, daily: DAILY_QUIZ_POINTS })}
        </DialogDescription>
      </DialogHeader>
      <QuizQuestionView
        question={question}
        selected={selected}
        onSelect={setSelected}
        disabled={isPending}
      />
      <div className="flex gap-2">
        <Button variant="outline" onClick={advance} disabled={isPending} className="flex-1">
          {t("skip")}
        </Button>
        <Button onClick={next} disabled={selected === null || isPending} className="flex-[2]">
          {waiting ? t("waiting") : isPending ? t("submitting") : t("next")}
        </Button>
      </div>
    </>
  );
}
