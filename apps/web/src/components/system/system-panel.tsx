import type { ReactNode } from "react";
import type {
  DatabaseStatus,
  LastBackup,
  QueueDepths,
  ReadReplicaStatus,
  RecentErrors,
  ServerProcess,
} from "@tandem/api-contract";
import { Badge, Button, Card, cn } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { useDeskFormat } from "../moderation/format.js";
import { useSystemText } from "./text.js";

/** The System tab (decision 326): each part is its own card, "Unavailable" alone on failure. */
export function SystemPanel() {
  const { when } = useDeskFormat();
  const { t } = useSystemText();
  // Staff come back to this tab to see what changed: it reads again when the window regains focus.
  const system = trpc.admin.system.useQuery(undefined, { refetchOnWindowFocus: true });
  return (
    <section className="flex flex-col gap-3" aria-label={t("heading")}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-gray-900">{t("heading")}</h2>
          <p className="text-sm text-gray-600">{t("intro")}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={system.isFetching}
          onClick={() => void system.refetch()}
        >
          {system.isFetching ? t("refreshing") : t("refresh")}
        </Button>
      </div>
      <DeskQuery query={system} loading={t("loading")} failed={t("failed")}>
        {(status) => (
          <>
            <p className="text-xs text-gray-600" role="status">
              {t("readAt", { time: when(status.readAt) })}
            </p>
            <ProcessesCard processes={status.processes} readAt={status.readAt} />
            <DatabaseCard database={status.database} />
            <BackupCard backup={status.backup} />
            <QueuesCard queues={status.queues} />
            <ErrorsCard errors={status.errorsLastHour} />
            <ReplicaCard replica={status.readReplica} />
          </>
        )}
      </DeskQuery>
    </section>
  );
}

function SystemCard({
  title,
  warning = false,
  children,
}: {
  title: string;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn("flex flex-col gap-2 p-4", warning && "border-amber-300 bg-amber-50")}
      role="group"
      aria-label={title}
    >
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      {children}
    </Card>
  );
}

function Unavailable({ title }: { title: string }) {
  const { t } = useSystemText();
  return (
    <SystemCard title={title}>
      <p className="text-sm font-medium text-gray-900">{t("unavailable")}</p>
      <p className="text-sm text-gray-600">{t("unavailableText")}</p>
    </SystemCard>
  );
}

/** Label and value pairs, two columns. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-600">{label}</dt>
          <dd className="text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProcessesCard({
  processes,
  readAt,
}: {
  processes: ServerProcess[] | null;
  /** The server's time of the read: "not seen for" is counted on one clock. */
  readAt: string;
}) {
  const { t, number, bytes, duration } = useSystemText();
  if (!processes) return <Unavailable title={t("processesTitle")} />;
  return (
    <SystemCard title={t("processes", { n: processes.length })}>
      {processes.length === 0 ? (
        <p className="text-sm text-gray-600">{t("noProcesses")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-rose-50">
          {processes.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-gray-900 [overflow-wrap:anywhere]">
                  {p.host} · {t("pid", { pid: p.pid })}
                </span>
                {p.answering ? <Badge variant="success">{t("thisProcess")}</Badge> : null}
                {p.stale ? (
                  <Badge variant="destructive">
                    {t("notSeen", {
                      ago: duration((Date.parse(readAt) - Date.parse(p.lastSeenAt)) / 1000),
                    })}
                  </Badge>
                ) : null}
              </div>
              <Facts
                rows={[
                  [t("version"), p.version],
                  [t("uptime"), duration(p.uptimeSeconds)],
                  [
                    t("memory"),
                    t("memoryValue", { rss: bytes(p.rssBytes), heap: bytes(p.heapUsedBytes) }),
                  ],
                  [t("liveStreams"), number(p.liveStreams)],
                  [t("requests"), number(p.requestsLastHour)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SystemCard>
  );
}

function DatabaseCard({ database }: { database: DatabaseStatus | null }) {
  const { when } = useDeskFormat();
  const { t, number, bytes } = useSystemText();
  if (!database) return <Unavailable title={t("database")} />;
  return (
    <SystemCard title={t("database")} warning={!database.available}>
      <Facts
        rows={[
          [t("engine"), t(`engine_${database.engine}`)],
          [
            t("available"),
            <Badge key="a" variant={database.available ? "success" : "destructive"}>
              {database.available ? t("yes") : t("no")}
            </Badge>,
          ],
          [t("size"), database.sizeBytes === null ? t("unavailable") : bytes(database.sizeBytes)],
          [
            t("connections"),
            database.connections === null
              ? database.engine === "embedded"
                ? t("notApplicable")
                : t("unavailable")
              : number(database.connections),
          ],
          [t("lastError"), database.lastErrorAt ? when(database.lastErrorAt) : t("never")],
        ]}
      />
    </SystemCard>
  );
}

function BackupCard({ backup }: { backup: LastBackup | null }) {
  const { when } = useDeskFormat();
  const { t, bytes, duration } = useSystemText();
  if (!backup) return <Unavailable title={t("backup")} />;
  const latest = backup.latest;
  return (
    <SystemCard title={t("backup")} warning={backup.warning}>
      {latest ? (
        <>
          <Facts
            rows={[
              [t("age"), duration(latest.ageSeconds)],
              [t("takenAt"), when(latest.at)],
              [t("size"), bytes(latest.sizeBytes)],
              [t("file"), latest.file],
            ]}
          />
          {backup.warning ? (
            <p className="text-sm font-medium text-amber-950">{t("staleBackup")}</p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm font-medium text-amber-950">{t("noBackup")}</p>
          <p className="text-sm text-gray-700">{t("noBackupText")}</p>
        </>
      )}
    </SystemCard>
  );
}

function QueuesCard({ queues }: { queues: QueueDepths | null }) {
  const { t, number } = useSystemText();
  if (!queues) return <Unavailable title={t("queues")} />;
  return (
    <SystemCard title={t("queues")}>
      <Facts
        rows={[
          [t("pushDeliveries"), number(queues.pushDeliveries)],
          [t("nudgeEmails"), number(queues.nudgeEmails)],
          [t("photoDeletions"), number(queues.photoDeletions)],
        ]}
      />
    </SystemCard>
  );
}

function ErrorsCard({ errors }: { errors: RecentErrors | null }) {
  const { t, number } = useSystemText();
  if (!errors) return <Unavailable title={t("errors")} />;
  return (
    <SystemCard title={t("errors")} warning={errors.errors > 0}>
      <p className="text-sm text-gray-900">
        <span className="text-2xl font-semibold">{number(errors.errors)}</span> {t("serverErrors")}
      </p>
      <p className="text-sm text-gray-600">{t("ofRequests", { n: errors.requests })}</p>
    </SystemCard>
  );
}

function ReplicaCard({ replica }: { replica: ReadReplicaStatus | null }) {
  const { t, number } = useSystemText();
  if (!replica)
    return (
      <SystemCard title={t("readReplica")}>
        <p className="text-sm text-gray-900">{t("replicaNone")}</p>
        <p className="text-sm text-gray-600">{t("replicaNoneText")}</p>
      </SystemCard>
    );
  const serving = replica.state === "serving";
  return (
    <SystemCard
      title={t("readReplica")}
      warning={replica.state === "behind" || replica.state === "down"}
    >
      <Facts
        rows={[
          [
            t("replicaState"),
            <Badge
              key="s"
              variant={
                serving ? "success" : replica.state === "starting" ? "secondary" : "destructive"
              }
            >
              {t(`replica_${replica.state}`)}
            </Badge>,
          ],
          [
            t("replicaLag"),
            replica.lagSeconds === null
              ? t("unavailable")
              : t("replicaLagValue", { seconds: Math.round(replica.lagSeconds * 10) / 10 }),
          ],
          [t("replicaReads"), number(replica.replicaReads)],
          [t("primaryReads"), number(replica.primaryReads)],
        ]}
      />
      <p className="text-xs text-gray-600">{t("replicaSince")}</p>
    </SystemCard>
  );
}
