import { useState } from "react";
import { POINTS_PER_ANSWER, type QuizQuestion } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@tandem/ui";
import { QuizQuestionView } from "./quiz-question.js";
import { nextUnanswered } from "./quiz-runner.js";
import { quizCopy, useAnswerQuestion } from "./use-answer-question.js";

const copy = {
  title: "Today's Quiz",
  description: `Pick the answer that fits you best. Each answer earns ${POINTS_PER_ANSWER} points.`,
  skip: "Skip",
  next: "Next Question",
  submitting: "Submitting...",
};

export interface QuizDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today's unanswered questions. */
  questions: QuizQuestion[];
}

/** Spec §2 "Daily quiz dialog": opened from home; renders nothing when there are no questions. */
export function QuizDialog({ open, onOpenChange, questions }: QuizDialogProps) {
  if (questions.length === 0) return null;
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
  questions: QuizQuestion[];
  onClose: () => void;
}) {
  // Answering refreshes today's questions (answered ones drop out); keep the set this dialog opened with.
  const [questions] = useState(initial);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [answered, setAnswered] = useState<Record<number, true>>({});
  const { submit, isPending } = useAnswerQuestion();
  const question = questions[index];
  if (!question) return null;
  const isLast = index === questions.length - 1;

  /** Skip (or after an answer): the next unanswered question, else close. */
  function advance() {
    const later = questions.findIndex((q, i) => i > index && !answered[q.id]);
    if (later === -1) {
      onClose();
      return;
    }
    setIndex(later);
    setSelected(null);
  }

  function next() {
    if (selected === null || !question) return;
    submit(question, selected, () => {
      const nowAnswered = { ...answered, [question.id]: true as const };
      setAnswered(nowAnswered);
      const pending = nextUnanswered(questions, nowAnswered, index);
      if (pending === null) {
        // Complete means all answered (not merely the last one reached).
        toast({ title: quizCopy.completeTitle, description: quizCopy.completeText });
        onClose();
      } else if (isLast) {
        // Skipped questions stay reachable: back to the first of them.
        setIndex(pending);
        setSelected(null);
      } else {
        advance();
      }
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
      </DialogHeader>
      <QuizQuestionView
        question={question}
        index={index}
        total={questions.length}
        selected={selected}
        onSelect={setSelected}
        disabled={isPending}
      />
      <div className="flex gap-2">
        <Button variant="outline" onClick={advance} disabled={isPending} className="flex-1">
          {copy.skip}
        </Button>
        <Button onClick={next} disabled={selected === null || isPending} className="flex-[2]">
          {isPending ? copy.submitting : copy.next}
        </Button>
      </div>
    </>
  );
}
