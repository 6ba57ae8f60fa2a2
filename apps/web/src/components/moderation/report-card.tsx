import type { ModerationReport, ReportAction } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { REPORT_REASON_LABELS } from "../matching/labels.js";
import { useDeskFormat } from "./format.js";
import { ModeratedProfileView } from "./moderated-profile.js";
import { UserText } from "../user-text.js";

export const reportCardCopy = defineCopy(
  {
    report: "Report {id}",
    by: "Reported by",
    about: "About",
    count: "{n, plural, one {# report about this person} other {# reports about this person}}",
    suspended: "Suspended",
    admin: "Admin",
    noNote: "No note.",
    dismiss: "Dismiss",
    warn: "Warn",
    suspend: "Suspend",
    "resolution.dismissed": "Dismissed",
    "resolution.warned": "Warned",
    "resolution.suspended": "Suspended",
    resolvedAt: "Handled {at}",
    excerpt: "Chat before the report",
  },
  { es: () => import("./report-card.es.js") },
);

function Person({ label, user }: { label: string; user: ModerationReport["reporter"] }) {
  const { primary, secondary } = useDeskFormat().personLabel(user);
  return (
    <div className="min-w-0">
      <p className="text-xs uppercase tracking-wide text-gray-500">{label}</p>
      <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">{primary}</p>
      {secondary ? (
        <p className="text-xs text-gray-600 [overflow-wrap:anywhere]">{secondary}</p>
      ) : null}
    </div>
  );
}

/** The conversation's last messages, as copied when the report was made. */
function ChatExcerpt({ report }: { report: ModerationReport }) {
  const t = useCopy(reportCardCopy);
  const { personLabel } = useDeskFormat();
  const speaker = (senderId: string) =>
    personLabel(
      [report.reporter, report.reported].find((person) => person?.id === senderId) ?? null,
    ).primary;
  return (
    <ol
      aria-label={t("excerpt")}
      className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-xl border border-gray-100 p-3 text-sm"
    >
      {report.chatExcerpt!.messages.map((message, index) => (
        <li key={index} className="[overflow-wrap:anywhere]">
          <span className="font-medium text-gray-900">{speaker(message.senderId)}: </span>
          <UserText className="text-gray-700">{message.body}</UserText>
        </li>
      ))}
    </ol>
  );
}

export interface ReportCardProps {
  report: ModerationReport;
  onAction?: (report: ModerationReport, action: ReportAction) => void;
}

/** One report: who, about whom, why, their note, when, and how many reports that person has. */
export function ReportCard({ report, onAction }: ReportCardProps) {
  const t = useCopy(reportCardCopy);
  const { when } = useDeskFormat();
  const reported = report.reported;
  const canAct = Boolean(reported) && reported?.role !== "admin";
  return (
    <Card
      role="article"
      aria-label={t("report", { id: report.id })}
      className="flex flex-col gap-3 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{REPORT_REASON_LABELS[report.reason]}</Badge>
        <span className="text-xs text-gray-600">
          <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        </span>
        {reported?.suspendedAt ? <Badge variant="outline">{t("suspended")}</Badge> : null}
        {reported?.role === "admin" ? <Badge variant="secondary">{t("admin")}</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Person label={t("about")} user={reported} />
        <Person label={t("by")} user={report.reporter} />
      </div>
      <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-800 [overflow-wrap:anywhere]">
        {report.details ?? t("noNote")}
      </p>
      {report.reportedProfile ? <ModeratedProfileView profile={report.reportedProfile} /> : null}
      {report.chatExcerpt && report.chatExcerpt.messages.length > 0 ? (
        <ChatExcerpt report={report} />
      ) : null}
      <p className="text-sm font-medium text-rose-700">{t("count", { n: report.reportedCount })}</p>
      {report.resolution ? (
        <p className="text-sm text-gray-700">
          <Badge variant="success">{t(`resolution.${report.resolution}`)}</Badge>{" "}
          {report.resolvedAt ? t("resolvedAt", { at: when(report.resolvedAt) }) : null}
        </p>
      ) : onAction ? (
        <div className="grid grid-cols-3 gap-2">
          <Button size="sm" variant="outline" onClick={() => onAction(report, "dismiss")}>
            {t("dismiss")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!canAct}
            onClick={() => onAction(report, "warn")}
          >
            {t("warn")}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={!canAct}
            onClick={() => onAction(report, "suspend")}
          >
            {t("suspend")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
