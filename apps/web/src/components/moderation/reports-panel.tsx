import { useState } from "react";
import type { ModerationReport, ReportAction } from "@tandem/api-contract";
import { Button } from "@tandem/ui";
import { EmptyState } from "../empty-state.js";
import { CheckCircleIcon } from "../icons.js";
import { ActionDialog } from "./action-dialog.js";
import { DeskQuery } from "./desk-query.js";
import { personLabel } from "./format.js";
import { ReportCard } from "./report-card.js";
import { useReportsQueue, useResolveReport } from "./use-moderation.js";

const copy = {
  open: "Open",
  resolved: "Handled",
  heading: (n: number) => `Open reports (${n})`,
  headingResolved: "Recently handled",
  loading: "Loading reports",
  failed: "Could not load the reports.",
  emptyTitle: "No open reports",
  emptyText: "Every report has been handled.",
  emptyResolved: "Nothing handled yet.",
  dialog: {
    dismiss: {
      title: "Dismiss report",
      confirm: "Dismiss",
      text: (who: string) => `Nothing happens to ${who}; the report is closed.`,
    },
    warn: {
      title: "Warn",
      confirm: "Record warning",
      text: (who: string) => `A warning for ${who} is recorded; it counts on their record.`,
    },
    suspend: {
      title: "Suspend account",
      confirm: "Suspend",
      text: (who: string) =>
        `${who} is signed out everywhere at once, cannot sign in, and is hidden from discover and matches.`,
    },
  } satisfies Record<
    ReportAction,
    { title: string; confirm: string; text: (who: string) => string }
  >,
};

/** The reports queue: open reports, oldest first, each with dismiss, warn and suspend. */
export function ReportsPanel() {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const [acting, setActing] = useState<{ report: ModerationReport; action: ReportAction } | null>(
    null,
  );
  const reports = useReportsQueue(status);
  const resolve = useResolveReport(() => setActing(null));
  const who = acting ? personLabel(acting.report.reported).primary : "";
  const dialog = acting ? copy.dialog[acting.action] : null;

  return (
    <section
      className="flex flex-col gap-3"
      aria-label={
        status === "open" ? copy.heading(reports.data?.length ?? 0) : copy.headingResolved
      }
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">
          {status === "open" ? copy.heading(reports.data?.length ?? 0) : copy.headingResolved}
        </h2>
        <div className="flex gap-1" role="group">
          <Button
            size="sm"
            variant={status === "open" ? "secondary" : "ghost"}
            aria-pressed={status === "open"}
            onClick={() => setStatus("open")}
          >
            {copy.open}
          </Button>
          <Button
            size="sm"
            variant={status === "resolved" ? "secondary" : "ghost"}
            aria-pressed={status === "resolved"}
            onClick={() => setStatus("resolved")}
          >
            {copy.resolved}
          </Button>
        </div>
      </div>
      <DeskQuery query={reports} loading={copy.loading} failed={copy.failed}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={CheckCircleIcon}
              tone="emerald"
              size="md"
              titleAs="h3"
              title={status === "open" ? copy.emptyTitle : copy.emptyResolved}
              text={status === "open" ? copy.emptyText : ""}
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
      {dialog ? (
        <ActionDialog
          open
          onOpenChange={(open) => (open ? undefined : setActing(null))}
          title={dialog.title}
          description={dialog.text(who)}
          confirm={dialog.confirm}
          destructive={acting?.action === "suspend"}
          pending={resolve.isPending}
          onConfirm={(note) =>
            acting && resolve.mutate({ id: acting.report.id, action: acting.action, note })
          }
        />
      ) : null}
    </section>
  );
}
