import type { FormEvent, ReactNode } from "react";
import { defineCopy } from "@tandem/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tandem/ui";
import { useCopy } from "../lib/i18n.js";

export const confirmDialogCopy = defineCopy(
  { cancel: "Cancel" },
  { es: () => import("./confirm-dialog.es.js") },
);

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Between the description and the buttons: what happens, or a field the action needs. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** While true the dialog stays open and its buttons are disabled. */
  pending: boolean;
  /** Disables the confirm button (for example until a required field is filled in). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** The confirm button's look: red for what cannot be undone (the default), else the brand's. */
  confirmVariant?: "destructive" | "primary";
}

/**
 * "Are you sure?" for an action that cannot be undone from the app. Its content is a form,
 * so Enter in a field confirms as the button does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  confirmDisabled = false,
  onConfirm,
  confirmVariant = "destructive",
}: ConfirmDialogProps) {
  const t = useCopy(confirmDialogCopy);
  const change = (next: boolean) => (pending ? undefined : onOpenChange(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          {children}
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => change(false)}
              disabled={pending}
            >
              {t("cancel")}
            </Button>
            <Button
              type="submit"
              variant={confirmVariant}
              className="flex-1"
              disabled={pending || confirmDisabled}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's list of what the action does, in the red of what cannot be undone. */
export function Consequences({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2 rounded-xl bg-red-50 p-4 text-sm text-gray-800">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-red-500" />
          {line}
        </li>
      ))}
    </ul>
  );
}
