import { useEffect, useId, useState, type FormEvent } from "react";
import { REPORT_REASONS, type ReportReason } from "@tandem/api-contract";
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
  Textarea,
} from "@tandem/ui";
import { REPORT_REASON_LABELS } from "./labels.js";

export interface ReportDialogProps {
  /** Who is reported; the dialog is open while set. */
  nickname: string | null;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (report: { reason: ReportReason; details: string | null }) => void;
}

const copy = {
  title: (nickname: string) => `Report ${nickname}`,
  description: "Tell us what went wrong. Reports are private: they are not told who reported them.",
  reason: "Reason",
  choose: "Choose a reason",
  details: "Details (optional)",
  detailsPlaceholder: "Anything that helps us understand what happened",
  submit: "Send Report",
  pending: "Sending...",
  cancel: "Cancel",
};

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** Reports a match: a reason from the contract's list and optional details. */
export function ReportDialog({ nickname, onOpenChange, pending, onSubmit }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  // Keeps the name in the title while the dialog animates closed.
  const [shownName, setShownName] = useState(nickname ?? "");
  const open = nickname !== null;

  useEffect(() => {
    if (nickname !== null) {
      setShownName(nickname);
      setReason("");
      setDetails("");
    }
  }, [nickname]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReason(reason)) return;
    onSubmit({ reason, details: details.trim() || null });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{copy.title(shownName)}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`}>{copy.reason}</Label>
            <Select
              id={`${id}-reason`}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            >
              <option value="" disabled>
                {copy.choose}
              </option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-details`}>{copy.details}</Label>
            <Textarea
              id={`${id}-details`}
              maxLength={1000}
              placeholder={copy.detailsPlaceholder}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending || !isReason(reason)}>
              {pending ? copy.pending : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
