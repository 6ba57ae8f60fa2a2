import type { ModerationAuditAction } from "@tandem/api-contract";
import { Badge, Card } from "@tandem/ui";
import { DeskQuery } from "./desk-query.js";
import { DELETED_ACCOUNT, when } from "./format.js";
import { useAuditLog } from "./use-moderation.js";

const copy = {
  heading: "Audit log",
  text: "Every staff action, newest first. Nobody can change or remove an entry.",
  loading: "Loading the audit log",
  failed: "Could not load the audit log.",
  empty: "No staff actions yet.",
  on: "on",
  report: (id: number) => `report #${id}`,
  action: {
    dismiss: "Dismissed",
    warn: "Warned",
    suspend: "Suspended",
    unsuspend: "Unsuspended",
    lookup: "Looked up",
    "waitlist-export": "Waitlist CSV",
    "waitlist-read": "Waitlist read",
    "api-token-create": "API token made",
    "api-token-revoke": "API token revoked",
    "birth-date-correct": "Birth date corrected",
    "reward-codes-add": "Partner codes added",
    "voucher-use": "Voucher used at a partner",
  } satisfies Record<ModerationAuditAction, string>,
};

/** The audit log, read-only. */
export function AuditPanel() {
  const log = useAuditLog();
  return (
    <section className="flex flex-col gap-3" aria-label={copy.heading}>
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{copy.heading}</h2>
        <p className="text-sm text-gray-600">{copy.text}</p>
      </div>
      <DeskQuery query={log} loading={copy.loading} failed={copy.failed}>
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-gray-600">{copy.empty}</p>
          ) : (
            <Card className="divide-y divide-rose-50">
              <ol>
                {entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={entry.action === "suspend" ? "destructive" : "secondary"}>
                        {copy.action[entry.action]}
                      </Badge>
                      <time dateTime={entry.createdAt} className="text-xs text-gray-600">
                        {when(entry.createdAt)}
                      </time>
                    </div>
                    <p className="text-gray-800 [overflow-wrap:anywhere]">
                      <span className="font-medium">{entry.actor?.email ?? DELETED_ACCOUNT}</span>
                      {entry.target || entry.reportId ? (
                        <>
                          {" "}
                          {copy.on} {entry.target ? (entry.target.email ?? entry.target.id) : null}
                          {entry.reportId ? ` (${copy.report(entry.reportId)})` : null}
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
