import { RELOAD_AFTER_BREAKUP_MS } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

const copy = {
  title: "End Relationship?",
  description: "Please read what happens before you continue.",
  consequences: [
    "Your couple pairing is removed.",
    "Your shared quiz history is archived.",
    "Both accounts return to individual mode.",
    "Your partner will not be notified.",
  ],
  cancel: "Cancel",
  confirm: "End Relationship",
  confirming: "Ending...",
  endedTitle: "Relationship Ended",
  endedText: "You are no longer paired. Your data has been archived.",
};

export interface EndRelationshipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 "End-relationship dialog": states the consequences, then ends the pairing. */
export function EndRelationshipDialog({ open, onOpenChange }: EndRelationshipDialogProps) {
  const utils = trpc.useUtils();
  const end = trpc.pair.break.useMutation({
    onSuccess: () => {
      toast({ title: copy.endedTitle, description: copy.endedText });
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      onOpenChange(false);
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_BREAKUP_MS);
    },
    onError: (error) => toastError(error),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (end.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 rounded-xl bg-red-50 p-4 text-sm text-gray-800">
          {copy.consequences.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-red-500" />
              {line}
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => onOpenChange(false)}
            disabled={end.isPending}
          >
            {copy.cancel}
          </Button>
          <Button
            variant="destructive"
            className="flex-1"
            onClick={() => end.mutate()}
            disabled={end.isPending}
          >
            {end.isPending ? copy.confirming : copy.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
