import { defineCopy } from "@tandem/i18n";
import { useState } from "react";
import { LOGOUT_PATH } from "@tandem/api-contract";
import { Button } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { clearAllDrafts } from "../../lib/form-draft.js";
import { letGoOfThisDevice } from "../../lib/push.js";
import { trpc } from "../../lib/trpc.js";
import { ConfirmDialog } from "../confirm-dialog.js";
import { useCopy } from "../../lib/i18n.js";

export const signOutEverywhereCopy = defineCopy(
  {
    open: "Sign out everywhere",
    title: "Sign out everywhere?",
    description:
      "You will be signed out of Tandem on every phone and computer, this one included. Use it if you signed in on a device you no longer have.",
    confirm: "Sign out everywhere",
    confirming: "Signing out...",
  },
  { es: () => import("./sign-out-everywhere.es.js") },
);

/**
 * "Sign out everywhere" on Profile (decision 009): every session of the account ends at once;
 * every device's push subscription is forgotten; this browser lets go of its own and goes
 * through the normal sign-out page to drop its cookie.
 */
export function SignOutEverywhere() {
  const t = useCopy(signOutEverywhereCopy);
  const [open, setOpen] = useState(false);
  const signOut = trpc.user.signOutEverywhere.useMutation({
    // The server forgot every device's push subscription; this browser lets go of its own.
    onSuccess: () => {
      clearAllDrafts();
      void letGoOfThisDevice().finally(() => window.location.assign(LOGOUT_PATH));
    },
    onError: (error) => toastError(error),
  });

  return (
    <>
      <Button variant="ghost" className="w-full text-gray-600" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("title")}
        description={t("description")}
        confirmLabel={t("confirm")}
        pendingLabel={t("confirming")}
        pending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </>
  );
}
