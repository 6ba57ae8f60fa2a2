import { useEffect, useId, useState, type FormEvent } from "react";
import { REPORT_REASONS, type ReportReason } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Select,
  Switch,
  Textarea,
} from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { REPORT_REASON_LABELS } from "./labels.js";

export interface ReportDialogProps {
  /** Who is reported; the dialog is open while set. */
  nickname: string | null;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (report: ReportChoice) => void;
  /** Where the report is made: a match (chat or card; it unmatches) or a Discover card. */
  from?: "match" | "discover";
  /** Where focus goes once the dialog has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What the reporter chose: why, what happened, and whether to block too (on by default). */
export interface ReportChoice {
  reason: ReportReason;
  details: string | null;
  block: boolean;
}

export const reportDialogCopy = defineCopy(
  {
    title: "Report {name}",
    description:
      "Tell us what went wrong. Reports are private: they are not told who reported them.",
    unmatchNote: "Sending the report also unmatches you: your conversation with {name} ends.",
    discoverNote: "Sending the report takes {name} out of your Discover for good.",
    block: "Also block",
    blockHint: "You and {name} will never see each other again.",
    reason: "Reason",
    choose: "Choose a reason",
    // The contract's reasons, in the words of labels.ts.
    "reason.spam": REPORT_REASON_LABELS.spam,
    "reason.inappropriate": REPORT_REASON_LABELS.inappropriate,
    "reason.harassment": REPORT_REASON_LABELS.harassment,
    "reason.fake_profile": REPORT_REASON_LABELS.fake_profile,
    "reason.other": REPORT_REASON_LABELS.other,
    details: "Details (optional)",
    detailsPlaceholder: "Anything that helps us understand what happened",
    submit: "Send Report",
    pending: "Sending...",
    cancel: "Cancel",
  } satisfies Record<`reason.${ReportReason}`, string> & Record<string, string>,
  { es: () => import("./report-dialog.es.js") },
);

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/**
 * Reports someone in one step (decision 130): a reason from the contract's list, optional
 * details, and "Also block" (on by default). Sending it also ends the match; from Discover, the
 * person is not shown to the reporter again, blocked or not.
 */
export function ReportDialog({
  nickname,
  onOpenChange,
  pending,
  onSubmit,
  from = "match",
  onCloseAutoFocus,
}: ReportDialogProps) {
  const t = useCopy(reportDialogCopy);
  const id = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [block, setBlock] = useState(true);
  // Keeps the name in the title while the dialog animates closed.
  const [shownName, setShownName] = useState(nickname ?? "");
  const open = nickname !== null;

  useEffect(() => {
    if (nickname !== null) {
      setShownName(nickname);
      setReason("");
      setDetails("");
      setBlock(true);
    }
  }, [nickname]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReason(reason)) return;
    onSubmit({ reason, details: details.trim() || null, block });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title", { name: shownName })}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
            <Select
              id={`${id}-reason`}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            >
              <option value="" disabled>
                {t("choose")}
              </option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`reason.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-details`}>{t("details")}</Label>
            <Textarea
              id={`${id}-details`}
              maxLength={1000}
              placeholder={t("detailsPlaceholder")}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <div className="flex items-start justify-between gap-4 rounded-xl bg-rose-50/60 p-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-block`}>{t("block")}</Label>
              <p id={`${id}-block-hint`} className="text-sm text-gray-600">
                {t("blockHint", { name: shownName })}
              </p>
            </div>
            <Switch
              id={`${id}-block`}
              checked={block}
              onCheckedChange={setBlock}
              aria-describedby={`${id}-block-hint`}
              className="mt-0.5"
            />
          </div>
          <p className="text-sm text-gray-600">
            {t(from === "discover" ? "discoverNote" : "unmatchNote", { name: shownName })}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending || !isReason(reason)}>
              {pending ? t("pending") : t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
