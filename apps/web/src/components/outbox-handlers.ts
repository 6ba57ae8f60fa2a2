import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { addMessage } from "../hooks/use-live-events.js";
import { describeError, toastError } from "../lib/errors.js";
import { useCopy } from "../lib/i18n.js";
import { registerOutbox } from "../lib/outbox.js";
import { trpc } from "../lib/trpc.js";
import { isMatchMomentClaimed } from "./matching/match-moment-claims.js";
import { answeredToast, QUIZ_TOAST_WORDS } from "./quiz/use-answer-question.js";

// What a queued action says when it lands later, wherever the person is by then. Its own
// words, not Discover's copy: a module the app's frame imports keeps Discover's catalogue
// out of the frame (decision 309: shared with lazy screens, it split the i18n runtime off).
export const outboxCopy = defineCopy(
  {
    messageNotSent: "Your message was not sent. Please try again.",
    matchTitle: "It's a match!",
    matchText: "You and {nickname} like each other.",
    likeFailed: "Failed to send like. Please try again.",
    passFailed: "Something went wrong. Please try again.",
    ...QUIZ_TOAST_WORDS,
  },
  { es: () => import("./outbox-handlers.es.js") },
);

/**
 * What each queued action does when it lands and says when it is refused (src/lib/outbox.ts),
 * wherever the person is by then. Registered once, by the signed-in app's frame.
 */
export function useOutboxHandlers(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  // Registered once: the handlers say the language shown when they run.
  const t = useCopy(outboxCopy);
  const say = useRef(t);
  useEffect(() => {
    say.current = t;
  }, [t]);
  useState(() => {
    const refreshQuiz = () =>
      void Promise.all([
        utils.quiz.today.invalidate(),
        utils.quiz.history.invalidate(),
        utils.quiz.reveal.invalidate(),
        utils.quiz.streak.invalidate(),
        utils.user.me.invalidate(),
      ]);
    registerOutbox(queryClient, utils.client, {
      "quiz.answer": {
        landed: (result) => {
          toast(answeredToast(result, say.current));
          refreshQuiz();
        },
        refused: (error) => {
          // Answered already (another tab, another phone): counted, nothing to say.
          if (describeError(error).reason !== "ALREADY_ANSWERED") {
            toastError(error);
          }
          refreshQuiz();
        },
      },
      "chat.send": {
        landed: (message) => {
          addMessage(utils, message);
          void utils.chat.conversation.invalidate({ matchId: message.matchId });
        },
        refused: (error, { input }) => {
          toastError(error, { text: say.current("messageNotSent") });
          if (describeError(error).reason === "CONVERSATION_ENDED") {
            void utils.chat.conversation.invalidate({ matchId: input.matchId });
          }
        },
      },
      "matching.like": {
        landed: (result, { input }) => {
          void utils.matching.likesWaiting.invalidate();
          void utils.matching.likesYou.invalidate();
          if (!result.isMatch) return;
          void utils.chat.conversations.invalidate();
          // Discover's match moment says it on screen: no second "It's a match!" (decision 246).
          if (result.matchedUser && !isMatchMomentClaimed(input.toUserId)) {
            toast({
              title: say.current("matchTitle"),
              description: say.current("matchText", { nickname: result.matchedUser.nickname }),
            });
          }
          void utils.matching.matches.invalidate();
        },
        refused: (error, { input }) => {
          // A refused note (400) is shown by the like sheet, next to the note.
          const withNote = Object.keys(input).some(
            (k) => k !== "toUserId" && k !== "idempotencyKey",
          );
          if (withNote && describeError(error).status === 400) return;
          toastError(error, { text: say.current("likeFailed") });
        },
      },
      "matching.pass": {
        landed: () => {
          void utils.matching.likesWaiting.invalidate();
          void utils.matching.likesYou.invalidate();
        },
        refused: (error) => toastError(error, { text: say.current("passFailed") }),
      },
    });
    return true;
  });
}
