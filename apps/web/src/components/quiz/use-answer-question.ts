import {
  DAILY_QUIZ_POINTS,
  POINTS_PER_ANSWER,
  type QuizAnswerResult,
  type TodayQuestion,
} from "@tandem/api-contract";
import type { Translate } from "@tandem/i18n";
import { describeError } from "../../lib/errors.js";
import { useOutbox } from "../../lib/outbox.js";

/**
 * The quiz's toasts in English, spread into the copy of each component that fires one (the
 * app's frame for a landed answer, the quiz dialog and screen for the end); their catalogues
 * spread `use-answer-question.es.ts`. Not a copy of its own: the frame imports this module,
 * which stays without @tandem/i18n's runtime (decision 309).
 */
export const QUIZ_TOAST_WORDS = {
  answeredTitle: "Answer Submitted!",
  answeredText: "You earned {points} points!",
  /** The answer counted, but today's points were all earned already: say so, promise nothing. */
  capReachedText: "Answer saved. You've earned today's {daily} points already.",
  completeTitle: "Quiz Complete!",
  completeText: "Come back tomorrow for more questions!",
};

/** A component's `t` whose copy spreads QUIZ_TOAST_WORDS. */
export type SayQuizToastWords = Translate<typeof QUIZ_TOAST_WORDS>;

/** The toast after an answer, with the points the server actually gave. */
export function answeredToast(
  result: Pick<QuizAnswerResult, "pointsEarned">,
  t: SayQuizToastWords,
) {
  return {
    title: t("answeredTitle"),
    description:
      result.pointsEarned > 0
        ? t("answeredText", { points: result.pointsEarned })
        : t("capReachedText", { daily: DAILY_QUIZ_POINTS }),
  };
}

/**
 * Sends one answer (the spec's payload; the server checks pointsEarned and decides the
 * points). What it awarded is toasted and today's quiz, the history and the user (points)
 * refreshed when it lands, wherever the person is by then (components/outbox-handlers.ts).
 * Without a network the answer is queued ("Waiting to send") and the quiz moves on at once.
 * A question already answered elsewhere (another tab, another phone) is not an error: it
 * counts as answered here too, silently, and the quiz moves on.
 * @see docs/spec/product-spec.md, "Entities and their fields"
 */
export function useAnswerQuestion() {
  const outbox = useOutbox("quiz.answer");

  function submit(question: TodayQuestion, selectedOption: number, onAnswered: () => void) {
    const { queuedOffline } = outbox.queue(
      {
        questionId: question.id,
        selectedOption,
        tags: question.options[selectedOption]?.tags ?? [],
        pointsEarned: POINTS_PER_ANSWER,
      },
      {
        onSuccess: onAnswered,
        onError: (error) => {
          if (describeError(error).reason === "ALREADY_ANSWERED") onAnswered();
        },
      },
    );
    if (queuedOffline) onAnswered();
  }

  return { submit, isPending: outbox.sending, waiting: outbox.waiting };
}
