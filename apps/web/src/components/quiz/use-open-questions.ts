import { useState } from "react";
import type { TodayQuestion } from "@tandem/api-contract";
import { trpc } from "../../lib/trpc.js";

/**
 * The index of the first open question after `from`, wrapping round to the start; null when
 * none is open.
 */
export function nextOpen(
  questions: readonly TodayQuestion[],
  isOpen: (question: TodayQuestion) => boolean,
  from: number,
): number | null {
  for (let step = 1; step <= questions.length; step++) {
    const i = (from + step) % questions.length;
    const question = questions[i];
    if (question && isOpen(question)) return i;
  }
  return null;
}

/**
 * Which of the questions a quiz started with are still open: not answered here, and still
 * listed by the latest `quiz.today` (a question answered in another tab or on another phone
 * drops out of it when it is next fetched).
 */
export function useOpenQuestions(questions: readonly TodayQuestion[]) {
  const [answeredHere, setAnsweredHere] = useState<Record<number, true>>({});
  const today = trpc.quiz.today.useQuery();
  const listed =
    today.data && !today.isFetching ? new Set(today.data.map((question) => question.id)) : null;

  const answeredElsewhere = (question: TodayQuestion) =>
    answeredHere[question.id] !== true && listed !== null && !listed.has(question.id);
  const isOpenGiven = (answered: Record<number, true>) => (question: TodayQuestion) =>
    answered[question.id] !== true && (listed === null || listed.has(question.id));

  return {
    answeredHere: (question: TodayQuestion) => answeredHere[question.id] === true,
    answeredElsewhere,
    /** Marks one answered here; returns the next open question after `from`, or null. */
    markAnswered(question: TodayQuestion, from: number): number | null {
      const now = { ...answeredHere, [question.id]: true as const };
      setAnsweredHere(now);
      return nextOpen(questions, isOpenGiven(now), from);
    },
    nextOpen: (from: number) => nextOpen(questions, isOpenGiven(answeredHere), from),
    openCount: questions.filter(isOpenGiven(answeredHere)).length,
  };
}
