import { RELOAD_AFTER_BREAKUP_MS, UNDO_END_PAIRING_HOURS } from "@tandem/api-contract";
import { toastError } from "../../lib/errors.js";
import { reloadWithToast } from "../../lib/reload-with-toast.js";
import { trpc } from "../../lib/trpc.js";
import { ConfirmDialog, Consequences } from "../confirm-dialog.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const endRelationshipCopy = defineCopy(
  {
    title: "End Relationship?",
    description: "Please read what happens before you continue.",
    // The spec's list, but the partner is told and it can be undone (decision 237).
    removed: "Your couple pairing is removed.",
    archived: "Your shared quiz history is archived: you both keep reading it in Quiz History.",
    individual: "Both accounts return to individual mode.",
    told: "{partner} is told that you ended it.",
    undo: "You can undo this for {hours} hours from Home or Profile: your pairing, streak and quiz history come back.",
    // Only when the couple has a photo: it ends with the couple (decision record 170).
    photoDeleted: "Your couple photo is deleted, and Undo does not bring it back.",
    confirm: "End Relationship",
    confirming: "Ending...",
    endedTitle: "Relationship Ended",
    endedText: "You are no longer paired. Your data has been archived.",
  },
  { es: () => import("./end-relationship-dialog.es.js") },
);

export interface EndRelationshipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The partner's name, as the dialog says they are told. */
  partner: string;
}

/**
 * States the consequences, then ends the pairing. After the reload, Profile offers Undo.
 * @see docs/spec/product-spec.md, "End-relationship dialog"
 */
export function EndRelationshipDialog({ open, onOpenChange, partner }: EndRelationshipDialogProps) {
  const t = useCopy(endRelationshipCopy);
  const utils = trpc.useUtils();
  const couplePhoto = trpc.photos.couplePhoto.useQuery(undefined, { enabled: open });
  const consequences = [
    t("removed"),
    t("archived"),
    t("individual"),
    t("told", { partner }),
    t("undo", { hours: UNDO_END_PAIRING_HOURS }),
    ...(couplePhoto.data?.photo ? [t("photoDeleted")] : []),
  ];
  const end = trpc.pair.break.useMutation({
    onSuccess: () => {
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      void utils.photos.couplePhoto.invalidate();
      void utils.pair.ended.invalidate();
      onOpenChange(false);
      reloadWithToast(
        { title: t("endedTitle"), description: t("endedText") },
        RELOAD_AFTER_BREAKUP_MS,
      );
    },
    onError: (error) => toastError(error),
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      confirmLabel={t("confirm")}
      pendingLabel={t("confirming")}
      pending={end.isPending}
      onConfirm={() => end.mutate()}
    >
      <Consequences lines={consequences} />
    </ConfirmDialog>
  );
}
