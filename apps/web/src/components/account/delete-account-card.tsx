import { useState } from "react";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@tandem/ui";
import { DeleteAccountDialog } from "./delete-account-dialog.js";

const copy = {
  title: "Delete account",
  text: "Delete your account and everything stored about you. This cannot be undone.",
  open: "Delete account",
};

/** Profile, "Delete account": opens the typed confirmation. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-red-100">
      <CardHeader>
        <CardTitle className="text-red-700">{copy.title}</CardTitle>
        <CardDescription>{copy.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="w-full border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setOpen(true)}
        >
          {copy.open}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
