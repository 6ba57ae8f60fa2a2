import { useState } from "react";
import type { MatchSummary } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import type { MatchAction } from "./match-card.js";

const copy = {
  unmatched: "Unmatched",
  unmatchedText: (name: string) => `You and ${name} are no longer matched.`,
  unmatchFailed: "Could not unmatch. Please try again.",
  blocked: "Blocked",
  blockedText: (name: string) => `${name} can no longer see you or contact you here.`,
  blockFailed: "Could not block. Please try again.",
};

type ConfirmedAction = { action: Exclude<MatchAction, "report">; match: MatchSummary };

/**
 * Unmatch and block a match, after a confirmation (a report from the chat is the chat's own,
 * with its last messages). Each toasts its outcome and refreshes the matches and the deck.
 */
export function useMatchActions() {
  const utils = trpc.useUtils();
  // The confirmed action outlives `confirmOpen`, so the dialog keeps its text while it closes.
  const [confirm, setConfirm] = useState<ConfirmedAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const unmatch = trpc.matching.unmatch.useMutation();
  const block = trpc.matching.block.useMutation();
  const confirmPending = unmatch.isPending || block.isPending;

  const runConfirmed = () => {
    if (!confirm) return;
    const { action, match } = confirm;
    const mutation = action === "unmatch" ? unmatch : block;
    mutation.mutate(
      { userId: match.userId },
      {
        onSuccess: () => {
          toast(
            action === "unmatch"
              ? { title: copy.unmatched, description: copy.unmatchedText(match.nickname) }
              : { title: copy.blocked, description: copy.blockedText(match.nickname) },
          );
          setConfirmOpen(false);
          // The lists refresh in the background (a mutate() callback is not awaited).
          void Promise.all([
            utils.matching.matches.invalidate(),
            utils.chat.conversations.invalidate(),
            utils.matching.discover.invalidate(),
          ]);
        },
        onError: (error) =>
          toastError(error, { text: action === "unmatch" ? copy.unmatchFailed : copy.blockFailed }),
      },
    );
  };

  const start = (action: Exclude<MatchAction, "report">, match: MatchSummary) => {
    setConfirm({ action, match });
    setConfirmOpen(true);
  };

  return {
    start,
    /** Whether an action on `match` is running (its buttons are disabled). */
    isBusy: (match: MatchSummary) => confirmPending && confirm?.match.userId === match.userId,
    confirm: {
      action: confirm,
      open: confirmOpen,
      onOpenChange: setConfirmOpen,
      pending: confirmPending,
      run: runConfirmed,
    },
  };
}
