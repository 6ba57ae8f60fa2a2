import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ACCOUNT_DELETE_CONFIRMATION } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { fieldErrorProps, FormField, Input } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { ConfirmDialog, Consequences } from "../confirm-dialog.js";
import {
  ACCOUNT_DELETED_PATH,
  ACCOUNT_DELETED_STATE,
  forgetEndedSession,
} from "./account-deleted.js";

export const deleteAccountDialogCopy = defineCopy(
  {
    title: "Delete your account?",
    description: "This cannot be undone. Download your data first if you want a copy.",
    signedOut: "You are signed out everywhere, at once.",
    relationshipEnds: "If you are paired, the relationship ends and your partner is told.",
    dataDeleted: "Your profile, answers, points, vouchers, likes and matches are deleted.",
    reportsStay: "Reports stay for our staff, without your name.",
    /** The word to type stays the contract's, in every language. */
    label: "Type {word} to confirm",
    confirm: "Delete account",
    deleting: "Deleting...",
  },
  { es: () => import("./delete-account-dialog.es.js") },
);

const CONSEQUENCES = ["signedOut", "relationshipEnds", "dataDeleted", "reportsStay"] as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The typed confirmation of "Delete account"; on success, the page that says it is done. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const t = useCopy(deleteAccountDialogCopy);
  const remove = trpc.account.delete.useMutation({
    // At once, before anything refetches and meets the ended session: the cookie goes, and
    // the app's screens with it (replaced in the history: Back does not reopen the profile).
    onSuccess: async () => {
      await forgetEndedSession();
      await navigate(ACCOUNT_DELETED_PATH, { replace: true, state: ACCOUNT_DELETED_STATE });
    },
    onError: (failure) => {
      const field = describeError(failure).fields.confirmation;
      if (field) setError(field);
      else toastError(failure);
    },
  });
  const matches = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;

  const close = (next: boolean) => {
    if (!next) {
      setTyped("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      confirmLabel={t("confirm")}
      pendingLabel={t("deleting")}
      // After success the browser is leaving: nothing may close or send it again.
      pending={remove.isPending || remove.isSuccess}
      confirmDisabled={!matches}
      onConfirm={() => remove.mutate({ confirmation: typed })}
    >
      <Consequences lines={CONSEQUENCES.map((line) => t(line))} />
      <FormField
        id={inputId}
        label={t("label", { word: ACCOUNT_DELETE_CONFIRMATION })}
        error={error}
      >
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
    </ConfirmDialog>
  );
}
