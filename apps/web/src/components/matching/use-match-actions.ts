import { useState } from "react";
import type { MatchSummary } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import type { MatchAction } from "./match-card.js";

export const matchActionsCopy = defineCopy(
  {
    unmatched: "Unmatched",
    unmatchedText: "You and {name} are no longer matched.",
    unmatchFailed: "Could not unmatch. Please try again.",
    blocked: "Blocked",
    blockedText: "{name} can no longer see you or contact you here.",
    blockFailed: "Could not block. Please try again.",
  },
  { es: () => import("./use-match-actions.es.js") },
);

type ConfirmedAction = { action: Exclude<MatchAction, "report">; match: MatchSummary };

/**
 * Unmatch and block a match, after a confirmation (a report from the chat is the chat's own,
 * with its last messages). Each toasts its outcome and refreshes the matches and the deck.
 */
export function useMatchActions() {
  const t = useCopy(matchActionsCopy);
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
              ? { title: t("unmatched"), description: t("unmatchedText", { name: match.nickname }) }
              : { title: t("blocked"), description: t("blockedText", { name: match.nickname }) },
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
          toastError(error, { text: t(action === "unmatch" ? "unmatchFailed" : "blockFailed") }),
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
