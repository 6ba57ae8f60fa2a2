import { POINTS_PER_ANSWER, type QuizQuestion } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

export const quizCopy = {
  answeredTitle: "Answer Submitted!",
  answeredText: `You earned ${POINTS_PER_ANSWER} points!`,
  completeTitle: "Quiz Complete!",
  completeText: "Come back tomorrow for more questions!",
};

/**
 * Sends one answer (spec §3 payload; the server checks pointsEarned and awards the points),
 * then toasts and refreshes today's quiz, the history and the user (points). Failures toast
 * 'Error' with the status-prefixed server text.
 */
export function useAnswerQuestion() {
  const utils = trpc.useUtils();
  const mutation = trpc.quiz.answer.useMutation({
    onSuccess: () => {
      toast({ title: quizCopy.answeredTitle, description: quizCopy.answeredText });
      void Promise.all([
        utils.quiz.today.invalidate(),
        utils.quiz.history.invalidate(),
        utils.quiz.reveal.invalidate(),
        utils.quiz.streak.invalidate(),
        utils.user.me.invalidate(),
      ]);
    },
    onError: (error) => toastError(error),
  });

  function submit(question: QuizQuestion, selectedOption: number, onAnswered: () => void) {
    mutation.mutate(
      {
        questionId: question.id,
        selectedOption,
        tags: question.options[selectedOption]?.tags ?? [],
        pointsEarned: POINTS_PER_ANSWER,
      },
      { onSuccess: onAnswered },
    );
  }

  return { submit, isPending: mutation.isPending };
}
