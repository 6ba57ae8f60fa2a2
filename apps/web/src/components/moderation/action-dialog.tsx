import { useId, useState, type ReactNode } from "react";
import { defineCopy } from "@tandem/i18n";
import { fieldErrorProps, FormField, Textarea } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { ConfirmDialog } from "../confirm-dialog.js";

export const actionDialogCopy = defineCopy(
  {
    note: "Note (why)",
    notePlaceholder: "What you saw and why you decide this.",
    noteRequired: "Write a note: why you do this.",
    working: "Saving...",
  },
  { es: () => import("./action-dialog.es.js") },
);

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirm: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (note: string) => void;
}

/** A staff action with its note: every action on the desk is written to the audit log with it. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  destructive = false,
  pending,
  onConfirm,
}: ActionDialogProps) {
  const noteId = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const t = useCopy(actionDialogCopy);

  const submit = () => {
    if (!note.trim()) {
      setError(t("noteRequired"));
      return;
    }
    onConfirm(note.trim());
  };
  const change = (next: boolean) => {
    if (!next) {
      setNote("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      confirmLabel={confirm}
      pendingLabel={t("working")}
      pending={pending}
      confirmVariant={destructive ? "destructive" : "primary"}
      onConfirm={submit}
    >
      <StaffNoteField
        id={noteId}
        label={t("note")}
        placeholder={t("notePlaceholder")}
        value={note}
        error={error}
        onChange={(value) => {
          setNote(value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}

/** The audited note staff give with an action: why, for the log. */
export function StaffNoteField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <Textarea
        {...fieldErrorProps(props.id, props.error)}
        rows={3}
        maxLength={1000}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
