import { useState } from "react";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { DeleteAccountDialog } from "./delete-account-dialog.js";

export const deleteAccountCardCopy = defineCopy(
  {
    title: "Delete account",
    text: "Delete your account and everything stored about you. This cannot be undone.",
    open: "Delete account",
  },
  { es: () => import("./delete-account-card.es.js") },
);

/** Profile, "Delete account": opens the typed confirmation. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const t = useCopy(deleteAccountCardCopy);
  return (
    <Card className="border-red-100">
      <CardHeader>
        <CardTitle className="text-red-700">{t("title")}</CardTitle>
        <CardDescription>{t("text")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="w-full border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setOpen(true)}
        >
          {t("open")}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
