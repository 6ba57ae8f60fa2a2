import { useId, useState, type FormEvent } from "react";
import { ACCOUNT_DELETE_CONFIRMATION, LOGOUT_PATH } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  fieldErrorProps,
  FormField,
  Input,
} from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

export const copy = {
  title: "Delete your account?",
  description: "This cannot be undone. Download your data first if you want a copy.",
  consequences: [
    "You are signed out everywhere, at once.",
    "If you are paired, the relationship ends and your partner is told.",
    "Your profile, answers, points, vouchers, likes and matches are deleted.",
    "Reports stay for our staff, without your name.",
  ],
  label: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`,
  cancel: "Cancel",
  confirm: "Delete account",
  deleting: "Deleting...",
};

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The typed confirmation of "Delete account"; on success the browser leaves the app. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = trpc.account.delete.useMutation({
    // At once, before anything refetches and meets the ended session: the logout page clears
    // the cookie and goes to the landing page.
    onSuccess: () => window.location.assign(LOGOUT_PATH),
    onError: (failure) => {
      const field = describeError(failure).fields.confirmation;
      if (field) setError(field);
      else toastError(failure);
    },
  });
  const matches = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate({ confirmation: typed });
  };
  const close = (next: boolean) => {
    if (remove.isPending || remove.isSuccess) return;
    if (!next) {
      setTyped("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
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
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField id={inputId} label={copy.label} error={error}>
            <Input
              {...fieldErrorProps(inputId, error)}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => close(false)}
              disabled={remove.isPending}
            >
              {copy.cancel}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              className="flex-1"
              disabled={!matches || remove.isPending || remove.isSuccess}
            >
              {remove.isPending ? copy.deleting : copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
