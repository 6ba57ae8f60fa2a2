import { RELOAD_AFTER_BREAKUP_MS } from "@tandem/api-contract";
import { toastError } from "../../lib/errors.js";
import { reloadWithToast } from "../../lib/reload-with-toast.js";
import { trpc } from "../../lib/trpc.js";
import { ConfirmDialog, Consequences } from "../confirm-dialog.js";

const copy = {
  title: "End Relationship?",
  description: "Please read what happens before you continue.",
  consequences: [
    "Your couple pairing is removed.",
    "Your shared quiz history is archived.",
    "Both accounts return to individual mode.",
    "Your partner will not be notified.",
  ],
  /** Only when the couple has a photo: it ends with the couple (decision record 170). */
  photoDeleted: "Your couple photo is deleted.",
  confirm: "End Relationship",
  confirming: "Ending...",
  endedTitle: "Relationship Ended",
  endedText: "You are no longer paired. Your data has been archived.",
};

export interface EndRelationshipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * States the consequences, then ends the pairing.
 * @see docs/spec/product-spec.md, "End-relationship dialog"
 */
export function EndRelationshipDialog({ open, onOpenChange }: EndRelationshipDialogProps) {
  const utils = trpc.useUtils();
  const couplePhoto = trpc.photos.couplePhoto.useQuery(undefined, { enabled: open });
  const consequences = couplePhoto.data?.photo
    ? [...copy.consequences, copy.photoDeleted]
    : copy.consequences;
  const end = trpc.pair.break.useMutation({
    onSuccess: () => {
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      void utils.photos.couplePhoto.invalidate();
      onOpenChange(false);
      reloadWithToast(
        { title: copy.endedTitle, description: copy.endedText },
        RELOAD_AFTER_BREAKUP_MS,
      );
    },
    onError: (error) => toastError(error),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirm}
      pendingLabel={copy.confirming}
      pending={end.isPending}
      onConfirm={() => end.mutate()}
    >
      <Consequences lines={consequences} />
    </ConfirmDialog>
  );
}
