import { useId, useState } from "react";
import type { UserLookup } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, fieldErrorProps, FormField, Input, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { StaffNoteField } from "./action-dialog.js";
import { useRefreshDesk } from "./use-moderation.js";

export const birthDateCorrectionCopy = defineCopy(
  {
    open: "Correct birth date",
    title: "Correct birth date",
    text: "{who} cannot change their birth date. Set the right one after checking it; it is written to the audit log with your note.",
    birthDate: "Birth date",
    note: "Note (why)",
    notePlaceholder: "How you checked it.",
    save: "Save birth date",
    saving: "Saving...",
    saved: "Birth date corrected",
  },
  { es: () => import("./birth-date-correction.es.js") },
);

/**
 * Staff's correction of a person's birth date (decision 270): the date and a note, checked
 * by the server (18 or over, not in the future), audited.
 */
export function BirthDateCorrection({ user, who }: { user: UserLookup; who: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [birthDate, setBirthDate] = useState(user.birthDate ?? "");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = useRefreshDesk();
  const t = useCopy(birthDateCorrectionCopy);
  const utils = trpc.useUtils();
  const correct = trpc.moderation.correctBirthDate.useMutation({
    onSuccess: async (updated) => {
      toast({ title: t("saved"), description: updated.birthDate ?? undefined });
      setOpen(false);
      if (updated.email) utils.moderation.lookup.setData({ email: updated.email }, updated);
      await refresh();
    },
    onError: (error) => {
      const { fields } = describeError(error);
      if (fields.birthDate || fields.note) setErrors(fields);
      else toastError(error);
    },
  });
  const change = (next: boolean) => {
    if (!next) {
      setBirthDate(user.birthDate ?? "");
      setNote("");
      setErrors({});
    }
    setOpen(next);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title={t("title")}
        description={t("text", { who })}
        confirmLabel={t("save")}
        pendingLabel={t("saving")}
        pending={correct.isPending}
        confirmVariant="primary"
        onConfirm={() => correct.mutate({ id: user.id, birthDate, note })}
      >
        <FormField id={`${id}-date`} label={t("birthDate")} error={errors.birthDate}>
          <Input
            {...fieldErrorProps(`${id}-date`, errors.birthDate)}
            type="date"
            value={birthDate}
            onChange={(event) => {
              setBirthDate(event.target.value);
              setErrors(({ birthDate: _, ...rest }) => rest);
            }}
          />
        </FormField>
        <StaffNoteField
          id={`${id}-note`}
          label={t("note")}
          placeholder={t("notePlaceholder")}
          value={note}
          error={errors.note}
          onChange={(value) => {
            setNote(value);
            setErrors(({ note: _, ...rest }) => rest);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
