import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  fieldErrorProps,
  FormField,
  Textarea,
} from "@tandem/ui";

const copy = {
  note: "Note (why)",
  notePlaceholder: "What you saw and why you decide this.",
  noteRequired: "Write a note: why you do this.",
  cancel: "Cancel",
  working: "Saving...",
};

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(copy.noteRequired);
      return;
    }
    onConfirm(note.trim());
  };
  const change = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setNote("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField id={noteId} label={copy.note} error={error}>
            <Textarea
              {...fieldErrorProps(noteId, error)}
              rows={3}
              maxLength={1000}
              placeholder={copy.notePlaceholder}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => change(false)}
              disabled={pending}
            >
              {copy.cancel}
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "primary"}
              className="flex-1"
              disabled={pending}
            >
              {pending ? copy.working : confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
