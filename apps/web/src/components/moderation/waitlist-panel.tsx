import { useState } from "react";
import { defineCopy } from "@tandem/i18n";
import { Button, Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { DeskQuery } from "./desk-query.js";
import { useDeskFormat } from "./format.js";
import { useWaitlist } from "./use-moderation.js";

export const waitlistPanelCopy = defineCopy(
  {
    heading: "Waitlist ({n})",
    download: "Download CSV",
    downloading: "Preparing...",
    loading: "Loading the waitlist",
    failed: "Could not load the waitlist.",
    empty: "Nobody is on the waitlist yet.",
    contact: "E-mail or phone",
    joined: "Joined",
  },
  { es: () => import("./waitlist-panel.es.js") },
);

/** The waitlist as a table, and its CSV download (written to the audit log). */
export function WaitlistPanel() {
  const { table, download } = useWaitlist();
  const [pending, setPending] = useState(false);
  const t = useCopy(waitlistPanelCopy);
  const { when } = useDeskFormat();
  const heading = t("heading", { n: table.data?.length ?? 0 });
  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
        <Button
          size="sm"
          variant="outline"
          disabled={pending || !table.data}
          onClick={() => {
            setPending(true);
            void download().finally(() => setPending(false));
          }}
        >
          {pending ? t("downloading") : t("download")}
        </Button>
      </div>
      <DeskQuery query={table} loading={t("loading")} failed={t("failed")}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-gray-600">{t("empty")}</p>
          ) : (
            <Card className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-rose-50 text-xs uppercase tracking-wide text-gray-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("contact")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t("joined")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-rose-50">
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td className="px-3 py-2 text-gray-900 [overflow-wrap:anywhere]">
                        {row.email ?? row.phoneNumber}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                        <time dateTime={row.createdAt}>{when(row.createdAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )
        }
      </DeskQuery>
    </section>
  );
}
