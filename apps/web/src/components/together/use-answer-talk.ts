import type { AnswerReaction, AnswerResponse } from "@tandem/api-contract";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

/**
 * The responses on one day's answers (decision 250): read once per day (every question of
 * the day shares the query), kept fresh by the partner's live `answer-response` event.
 */
export function useDayResponses(day: string) {
  return trpc.together.responses.useQuery({ day });
}

/** Reacting, commenting and deleting a comment on the partner's answer to one question. */
export function useRespond(day: string, questionId: number) {
  const utils = trpc.useUtils();
  const settle = (mine: AnswerResponse | null) =>
    utils.together.responses.setData({ day }, (data) =>
      data
        ? {
            ...data,
            responses: [
              ...data.responses.filter((r) => !(r.questionId === questionId && r.fromMe)),
              ...(mine ? [mine] : []),
            ],
          }
        : data,
    );
  const options = { onSuccess: settle, onError: (error: unknown) => toastError(error) };
  const react = trpc.together.react.useMutation(options);
  const comment = trpc.together.comment.useMutation(options);
  const remove = trpc.together.deleteComment.useMutation(options);
  return {
    react: (reaction: AnswerReaction | null) => react.mutate({ day, questionId, reaction }),
    comment: (text: string, onDone: () => void) =>
      comment.mutate({ day, questionId, comment: text }, { onSuccess: onDone }),
    deleteComment: () => remove.mutate({ day, questionId }),
    pending: react.isPending || comment.isPending || remove.isPending,
  };
}
