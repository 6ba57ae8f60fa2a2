import { useState } from "react";
import type { MatchSummary } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import type { MatchAction } from "./match-card.js";
import type { ReportChoice } from "./report-dialog.js";

const copy = {
  unmatched: "Unmatched",
  unmatchedText: (name: string) => `You and ${name} are no longer matched.`,
  unmatchFailed: "Could not unmatch. Please try again.",
  blocked: "Blocked",
  blockedText: (name: string) => `${name} can no longer see you or contact you here.`,
  blockFailed: "Could not block. Please try again.",
  reported: "Report sent",
  reportedText: (name: string, blocked: boolean) =>
    blocked
      ? `Thank you. Our team will review it. You won't see ${name} again.`
      : `Thank you. Our team will review it. You and ${name} are no longer matched.`,
  reportFailed: "Could not send the report. Please try again.",
};

type ConfirmedAction = { action: Exclude<MatchAction, "report">; match: MatchSummary };

/**
 * The safety actions on a match: unmatch and block (after a confirmation), report (with a
 * reason; it unmatches, and blocks unless turned off). Each toasts its outcome and refreshes
 * the matches and the deck.
 */
export function useMatchActions() {
  const utils = trpc.useUtils();
  // The confirmed action outlives `confirmOpen`, so the dialog keeps its text while it closes.
  const [confirm, setConfirm] = useState<ConfirmedAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reporting, setReporting] = useState<MatchSummary | null>(null);
  const unmatch = trpc.matching.unmatch.useMutation();
  const block = trpc.matching.block.useMutation();
  const report = trpc.matching.report.useMutation();
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
            utils.matching.discover.invalidate(),
          ]);
        },
        onError: (error) =>
          toastError(error, { text: action === "unmatch" ? copy.unmatchFailed : copy.blockFailed }),
      },
    );
  };

  const sendReport = ({ reason, details, block }: ReportChoice) => {
    if (!reporting) return;
    const { nickname } = reporting;
    report.mutate(
      { userId: reporting.userId, reason, details, block },
      {
        onSuccess: () => {
          toast({ title: copy.reported, description: copy.reportedText(nickname, block) });
          setReporting(null);
          // The report also unmatched (and blocked): they leave the matches and the deck.
          // The lists refresh in the background (a mutate() callback is not awaited).
          void Promise.all([
            utils.matching.matches.invalidate(),
            utils.matching.discover.invalidate(),
          ]);
        },
        onError: (error) => toastError(error, { text: copy.reportFailed }),
      },
    );
  };

  const start = (action: MatchAction, match: MatchSummary) => {
    if (action === "report") setReporting(match);
    else {
      setConfirm({ action, match });
      setConfirmOpen(true);
    }
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
    report: {
      target: reporting,
      close: () => setReporting(null),
      pending: report.isPending,
      send: sendReport,
    },
  };
}
