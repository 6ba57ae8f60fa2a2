import { useRef, useState, type RefObject } from "react";
import type { DiscoverCandidate } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import type { ReportChoice } from "./report-dialog.js";

export const discoverReportCopy = defineCopy(
  {
    reported: "Report sent",
    reportedText: "Thank you. Our team will review it. You won't see {name} again.",
    reportFailed: "Could not send the report. Please try again.",
  },
  { es: () => import("./use-discover-report.es.js") },
);

/**
 * Reporting the person on the card (decision 130): one step, "Also block" on by default. Once
 * sent, their card leaves the deck and the server never shows them to the reporter again.
 */
export function useDiscoverReport(
  remove: (candidate: DiscoverCandidate) => void,
  deck: RefObject<HTMLElement | null>,
) {
  const t = useCopy(discoverReportCopy);
  const utils = trpc.useUtils();
  const [reporting, setReporting] = useState<DiscoverCandidate | null>(null);
  const mutation = trpc.matching.report.useMutation();
  // Once a report is sent, the button that opened the dialog has gone with its card.
  const sent = useRef(false);
  /** After a sent report, focus goes to the next person's name, never to their Report button. */
  const focusAfterClose = (event: Event) => {
    if (!sent.current) return;
    sent.current = false;
    event.preventDefault();
    deck.current?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };
  const send = ({ reason, details, block }: ReportChoice) => {
    const candidate = reporting;
    if (!candidate) return;
    mutation.mutate(
      { userId: candidate.id, reason, details, block },
      {
        onSuccess: () => {
          toast({
            title: t("reported"),
            description: t("reportedText", { name: candidate.nickname }),
          });
          sent.current = true;
          setReporting(null);
          remove(candidate);
          void utils.matching.likesWaiting.invalidate();
        },
        onError: (error) => toastError(error, { text: t("reportFailed") }),
      },
    );
  };
  return {
    reporting,
    startReport: setReporting,
    report: { close: () => setReporting(null), pending: mutation.isPending, send, focusAfterClose },
  };
}
