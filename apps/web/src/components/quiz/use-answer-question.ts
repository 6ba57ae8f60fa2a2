import {
  DAILY_QUIZ_POINTS,
  POINTS_PER_ANSWER,
  type QuizAnswerResult,
  type TodayQuestion,
} from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

export const quizCopy = {
  answeredTitle: "Answer Submitted!",
  answeredText: (points: number) => `You earned ${points} points!`,
  /** The answer counted, but today's points were all earned already: say so, promise nothing. */
  capReachedText: `Answer saved. You've earned today's ${DAILY_QUIZ_POINTS} points already.`,
  completeTitle: "Quiz Complete!",
  completeText: "Come back tomorrow for more questions!",
};

/** The toast after an answer, with the points the server actually gave. */
export function answeredToast(result: Pick<QuizAnswerResult, "pointsEarned">) {
  return {
    title: quizCopy.answeredTitle,
    description:
      result.pointsEarned > 0
        ? quizCopy.answeredText(result.pointsEarned)
        : quizCopy.capReachedText,
  };
}

/**
 * Sends one answer (the spec's payload; the server checks pointsEarned and decides the
 * points), then toasts what it awarded and refreshes today's quiz, the history and the user
 * (points). A question already answered elsewhere (another tab, another phone) is not an
 * error: it counts as answered here too, silently, and the quiz moves on. Other failures
 * toast 'Error' with the status-prefixed server text.
 * @see docs/spec/product-spec.md, "Entities and their fields"
 */
export function useAnswerQuestion() {
  const utils = trpc.useUtils();
  const refresh = () =>
    void Promise.all([
      utils.quiz.today.invalidate(),
      utils.quiz.history.invalidate(),
      utils.quiz.reveal.invalidate(),
      utils.quiz.streak.invalidate(),
      utils.user.me.invalidate(),
    ]);
  const mutation = trpc.quiz.answer.useMutation({
    onSuccess: (result) => {
      toast(answeredToast(result));
      refresh();
    },
  });

  function submit(question: TodayQuestion, selectedOption: number, onAnswered: () => void) {
    mutation.mutate(
      {
        questionId: question.id,
        selectedOption,
        tags: question.options[selectedOption]?.tags ?? [],
        pointsEarned: POINTS_PER_ANSWER,
      },
      {
        onSuccess: onAnswered,
        onError: (error) => {
          if (describeError(error).reason === "ALREADY_ANSWERED") {
            refresh();
            onAnswered();
            return;
          }
          toastError(error);
        },
      },
    );
  }

  return { submit, isPending: mutation.isPending };
}
