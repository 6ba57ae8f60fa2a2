import { useState } from "react";
import type { ModerationReport, ReportAction } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { EmptyState } from "../empty-state.js";
import { CheckCircleIcon } from "../icons.js";
import { ActionDialog } from "./action-dialog.js";
import { DeskQuery } from "./desk-query.js";
import { useDeskFormat } from "./format.js";
import { ReportCard } from "./report-card.js";
import { useReportsQueue, useResolveReport } from "./use-moderation.js";

export const reportsPanelCopy = defineCopy(
  {
    open: "Open",
    resolved: "Handled",
    heading: "Open reports ({n})",
    headingResolved: "Recently handled",
    loading: "Loading reports",
    failed: "Could not load the reports.",
    emptyTitle: "No open reports",
    emptyText: "Every report has been handled.",
    emptyResolved: "Nothing handled yet.",
    "dismiss.title": "Dismiss report",
    "dismiss.confirm": "Dismiss",
    "dismiss.text": "Nothing happens to {who}; the report is closed.",
    "warn.title": "Warn",
    "warn.confirm": "Record warning",
    "warn.text": "A warning for {who} is recorded; it counts on their record.",
    "suspend.title": "Suspend account",
    "suspend.confirm": "Suspend",
    "suspend.text":
      "{who} is signed out everywhere at once, cannot sign in, and is hidden from discover and matches.",
  } satisfies Record<`${ReportAction}.${"title" | "confirm" | "text"}`, string> &
    Record<string, string>,
  { es: () => import("./reports-panel.es.js") },
);

/** The reports queue: open reports, oldest first, each with dismiss, warn and suspend. */
export function ReportsPanel() {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const [acting, setActing] = useState<{ report: ModerationReport; action: ReportAction } | null>(
    null,
  );
  const reports = useReportsQueue(status);
  const resolve = useResolveReport(() => setActing(null));
  const t = useCopy(reportsPanelCopy);
  const { personLabel } = useDeskFormat();
  const who = acting ? personLabel(acting.report.reported).primary : "";
  const heading =
    status === "open" ? t("heading", { n: reports.data?.length ?? 0 }) : t("headingResolved");

  return (
    <section className="flex flex-col gap-3" aria-label={heading}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
        <div className="flex gap-1" role="group">
          <Button
            size="sm"
            variant={status === "open" ? "secondary" : "ghost"}
            aria-pressed={status === "open"}
            onClick={() => setStatus("open")}
          >
            {t("open")}
          </Button>
          <Button
            size="sm"
            variant={status === "resolved" ? "secondary" : "ghost"}
            aria-pressed={status === "resolved"}
            onClick={() => setStatus("resolved")}
          >
            {t("resolved")}
          </Button>
        </div>
      </div>
      <DeskQuery query={reports} loading={t("loading")} failed={t("failed")}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={CheckCircleIcon}
              tone="emerald"
              size="md"
              titleAs="h3"
              title={status === "open" ? t("emptyTitle") : t("emptyResolved")}
              text={status === "open" ? t("emptyText") : ""}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((report) => (
                <li key={report.id}>
                  <ReportCard
                    report={report}
                    onAction={(r, action) => setActing({ report: r, action })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </DeskQuery>
      {acting ? (
        <ActionDialog
          open
          onOpenChange={(open) => (open ? undefined : setActing(null))}
          title={t(`${acting.action}.title`)}
          description={t(`${acting.action}.text`, { who })}
          confirm={t(`${acting.action}.confirm`)}
          destructive={acting.action === "suspend"}
          pending={resolve.isPending}
          onConfirm={(note) =>
            resolve.mutate({ id: acting.report.id, action: acting.action, note })
          }
        />
      ) : null}
    </section>
  );
}
