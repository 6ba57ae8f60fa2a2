import { useState } from "react";
import { ACCOUNT_EXPORT_PARTS } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@tandem/ui";
import { saveFile } from "../../lib/download.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { useNeedsConnection } from "../needs-connection.js";

export const downloadDataCardCopy = defineCopy(
  {
    title: "Your data",
    text: "One JSON file with everything we store about you: {parts} parts, each explained in the file's README.",
    download: "Download my data",
    preparing: "Preparing...",
    failed: "Could not prepare your data. Please try again.",
  },
  { es: () => import("./download-data-card.es.js") },
);

/** The file's name, the same in every language (what support and scripts look for). */
const exportFilename = (day: string) => `tandem-my-data-${day}.json`;

/** Profile, "Download my data": asks for the export and saves it as one JSON file. */
export function DownloadDataCard() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const connection = useNeedsConnection();
  const t = useCopy(downloadDataCardCopy);

  const download = async () => {
    setPending(true);
    try {
      const file = await utils.account.export.fetch(undefined, { staleTime: 0, gcTime: 0 });
      saveFile(
        exportFilename(file.exportedAt.slice(0, 10)),
        JSON.stringify(file, null, 2),
        "application/json",
      );
    } catch (error) {
      toastError(error, { text: t("failed") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>
          {t("text", { parts: Object.keys(ACCOUNT_EXPORT_PARTS).length })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5">
        <Button
          variant="outline"
          className="w-full"
          disabled={pending || connection.offline}
          aria-describedby={connection.describedBy}
          onClick={() => void download()}
        >
          {pending ? t("preparing") : t("download")}
        </Button>
        {connection.hint}
      </CardContent>
    </Card>
  );
}
