import { useState } from "react";
import { LOGOUT_PATH } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

const copy = {
  open: "Sign out everywhere",
  title: "Sign out everywhere?",
  description:
    "You will be signed out of Tandem on every phone and computer, this one included. Use it if you signed in on a device you no longer have.",
  cancel: "Cancel",
  confirm: "Sign out everywhere",
  confirming: "Signing out...",
};

/**
 * "Sign out everywhere" on Profile (issue 8): every session of the account ends at once;
 * this browser then goes through the normal sign-out page to drop its cookie.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOut = trpc.user.signOutEverywhere.useMutation({
    onSuccess: () => window.location.assign(LOGOUT_PATH),
    onError: (error) => toastError(error),
  });

  return (
    <>
      <Button variant="ghost" className="w-full text-gray-600" onClick={() => setOpen(true)}>
        {copy.open}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (signOut.isPending ? undefined : setOpen(next))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <div className="flex gap-2">
            <Button
              variant="outline"
              className="flex-1"
              onClick={() => setOpen(false)}
              disabled={signOut.isPending}
            >
              {copy.cancel}
            </Button>
            <Button
              variant="destructive"
              className="flex-1"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? copy.confirming : copy.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
