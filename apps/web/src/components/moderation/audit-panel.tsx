import type { ModerationAuditAction } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { DeskQuery } from "./desk-query.js";
import { useDeskFormat } from "./format.js";
import { useAuditLog } from "./use-moderation.js";

export const auditPanelCopy = defineCopy(
  {
    heading: "Audit log",
    text: "Every staff action, newest first. Nobody can change or remove an entry.",
    loading: "Loading the audit log",
    failed: "Could not load the audit log.",
    empty: "No staff actions yet.",
    on: "on",
    report: "report #{id}",
    "action.dismiss": "Dismissed",
    "action.warn": "Warned",
    "action.suspend": "Suspended",
    "action.unsuspend": "Unsuspended",
    "action.lookup": "Looked up",
    "action.waitlist-export": "Waitlist CSV",
    "action.waitlist-read": "Waitlist read",
    "action.api-token-create": "API token made",
    "action.api-token-revoke": "API token revoked",
    "action.birth-date-correct": "Birth date corrected",
    "action.reward-codes-add": "Partner codes added",
    "action.voucher-use": "Voucher used at a partner",
    "action.insights-read": "Insights read",
    "action.reward-edit": "Reward edited",
    "action.webhook-set": "Partner webhook set",
    "action.webhook-clear": "Partner webhook removed",
    "action.webhook-rotate": "Webhook secret rotated",
    "action.webhook-resend": "Webhook message sent again",
  } satisfies Record<`action.${ModerationAuditAction}`, string> & Record<string, string>,
  { es: () => import("./audit-panel.es.js") },
);

/** The audit log, read-only. */
export function AuditPanel() {
  const log = useAuditLog();
  const t = useCopy(auditPanelCopy);
  const { when, deletedAccount } = useDeskFormat();
  return (
    <section className="flex flex-col gap-3" aria-label={t("heading")}>
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{t("heading")}</h2>
        <p className="text-sm text-gray-600">{t("text")}</p>
      </div>
      <DeskQuery query={log} loading={t("loading")} failed={t("failed")}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-gray-600">{t("empty")}</p>
          ) : (
            <Card className="divide-y divide-rose-50">
              <ol>
                {entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={entry.action === "suspend" ? "destructive" : "secondary"}>
                        {t(`action.${entry.action}`)}
                      </Badge>
                      <time dateTime={entry.createdAt} className="text-xs text-gray-600">
                        {when(entry.createdAt)}
                      </time>
                    </div>
                    <p className="text-gray-800 [overflow-wrap:anywhere]">
                      <span className="font-medium">{entry.actor?.email ?? deletedAccount}</span>
                      {entry.target || entry.reportId ? (
                        <>
                          {" "}
                          {t("on")} {entry.target ? (entry.target.email ?? entry.target.id) : null}
                          {entry.reportId ? ` (${t("report", { id: entry.reportId })})` : null}
                        </>
                      ) : null}
                    </p>
                    <p className="text-gray-600 [overflow-wrap:anywhere]">{entry.note}</p>
                  </li>
                ))}
              </ol>
            </Card>
          )
        }
      </DeskQuery>
    </section>
  );
}
