import type { ReactNode } from "react";
import type {
  DatabaseStatus,
  LastBackup,
  QueueDepths,
  RecentErrors,
  ServerProcess,
} from "@tandem/api-contract";
import { Badge, Button, Card, cn } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { useDeskFormat } from "../moderation/format.js";
import { bytes, duration } from "./format.js";

const copy = {
  heading: "System",
  intro: "How the server is doing now. Read-only: nothing here changes anything.",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  readAt: (time: string) => `Read at ${time}`,
  loading: "Loading the system's state",
  failed: "Could not read the system's state.",
  unavailable: "Unavailable",
  unavailableText: "This part could not be read. The others still were.",
  processesTitle: "Processes",
  processes: (n: number) => `Processes (${n})`,
  noProcesses: "No process has reported yet.",
  thisProcess: "This process",
  notSeen: (ago: string) => `Not seen for ${ago}`,
  pid: (pid: number) => `pid ${pid}`,
  version: "Version",
  uptime: "Uptime",
  memory: "Memory",
  heap: (size: string) => `${size} heap`,
  liveStreams: "Live streams",
  requests: "Requests, last hour",
  database: "Database",
  engine: "Engine",
  engines: { embedded: "Embedded (PGlite)", postgres: "PostgreSQL" },
  available: "Available",
  yes: "Yes",
  no: "No",
  size: "Size",
  connections: "Connections",
  notApplicable: "n.a.",
  lastError: "Last unreachable",
  never: "Not since this process started",
  backup: "Last backup",
  noBackup: "None yet",
  noBackupText: "Take one with npm run backup.",
  file: "File",
  takenAt: "Taken",
  age: "Age",
  staleBackup: "Older than two days: take a backup and check the daily one.",
  queues: "Queues",
  pushDeliveries: "Push notifications waiting",
  nudgeEmails: "Nudge e-mails due",
  photoDeletions: "Photo deletions queued",
  errors: "Errors, last hour",
  serverErrors: "5xx answers",
  ofRequests: (n: number) => `of ${n.toLocaleString()} requests, every process`,
};

/** The System tab (decision 326): each part is its own card, "Unavailable" alone on failure. */
export function SystemPanel() {
  const { when } = useDeskFormat();
  // Staff come back to this tab to see what changed: it reads again when the window regains focus.
  const system = trpc.admin.system.useQuery(undefined, { refetchOnWindowFocus: true });
  return (
    <section className="flex flex-col gap-3" aria-label={copy.heading}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-gray-900">{copy.heading}</h2>
          <p className="text-sm text-gray-600">{copy.intro}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={system.isFetching}
          onClick={() => void system.refetch()}
        >
          {system.isFetching ? copy.refreshing : copy.refresh}
        </Button>
      </div>
      <DeskQuery query={system} loading={copy.loading} failed={copy.failed}>
        {(status) => (
          <>
            <p className="text-xs text-gray-600" role="status">
              {copy.readAt(when(status.readAt))}
            </p>
            <ProcessesCard processes={status.processes} readAt={status.readAt} />
            <DatabaseCard database={status.database} />
            <BackupCard backup={status.backup} />
            <QueuesCard queues={status.queues} />
            <ErrorsCard errors={status.errorsLastHour} />
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
  return (
    <SystemCard title={title}>
      <p className="text-sm font-medium text-gray-900">{copy.unavailable}</p>
      <p className="text-sm text-gray-600">{copy.unavailableText}</p>
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
  if (!processes) return <Unavailable title={copy.processesTitle} />;
  return (
    <SystemCard title={copy.processes(processes.length)}>
      {processes.length === 0 ? (
        <p className="text-sm text-gray-600">{copy.noProcesses}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-rose-50">
          {processes.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-gray-900 [overflow-wrap:anywhere]">
                  {p.host} · {copy.pid(p.pid)}
                </span>
                {p.answering ? <Badge variant="success">{copy.thisProcess}</Badge> : null}
                {p.stale ? (
                  <Badge variant="destructive">
                    {copy.notSeen(duration((Date.parse(readAt) - Date.parse(p.lastSeenAt)) / 1000))}
                  </Badge>
                ) : null}
              </div>
              <Facts
                rows={[
                  [copy.version, p.version],
                  [copy.uptime, duration(p.uptimeSeconds)],
                  [copy.memory, `${bytes(p.rssBytes)} (${copy.heap(bytes(p.heapUsedBytes))})`],
                  [copy.liveStreams, p.liveStreams.toLocaleString()],
                  [copy.requests, p.requestsLastHour.toLocaleString()],
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
  if (!database) return <Unavailable title={copy.database} />;
  return (
    <SystemCard title={copy.database} warning={!database.available}>
      <Facts
        rows={[
          [copy.engine, copy.engines[database.engine]],
          [
            copy.available,
            <Badge key="a" variant={database.available ? "success" : "destructive"}>
              {database.available ? copy.yes : copy.no}
            </Badge>,
          ],
          [copy.size, database.sizeBytes === null ? copy.unavailable : bytes(database.sizeBytes)],
          [
            copy.connections,
            database.connections === null
              ? database.engine === "embedded"
                ? copy.notApplicable
                : copy.unavailable
              : database.connections.toLocaleString(),
          ],
          [copy.lastError, database.lastErrorAt ? when(database.lastErrorAt) : copy.never],
        ]}
      />
    </SystemCard>
  );
}

function BackupCard({ backup }: { backup: LastBackup | null }) {
  const { when } = useDeskFormat();
  if (!backup) return <Unavailable title={copy.backup} />;
  const latest = backup.latest;
  return (
    <SystemCard title={copy.backup} warning={backup.warning}>
      {latest ? (
        <>
          <Facts
            rows={[
              [copy.age, duration(latest.ageSeconds)],
              [copy.takenAt, when(latest.at)],
              [copy.size, bytes(latest.sizeBytes)],
              [copy.file, latest.file],
            ]}
          />
          {backup.warning ? (
            <p className="text-sm font-medium text-amber-950">{copy.staleBackup}</p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm font-medium text-amber-950">{copy.noBackup}</p>
          <p className="text-sm text-gray-700">{copy.noBackupText}</p>
        </>
      )}
    </SystemCard>
  );
}

function QueuesCard({ queues }: { queues: QueueDepths | null }) {
  if (!queues) return <Unavailable title={copy.queues} />;
  return (
    <SystemCard title={copy.queues}>
      <Facts
        rows={[
          [copy.pushDeliveries, queues.pushDeliveries.toLocaleString()],
          [copy.nudgeEmails, queues.nudgeEmails.toLocaleString()],
          [copy.photoDeletions, queues.photoDeletions.toLocaleString()],
        ]}
      />
    </SystemCard>
  );
}

function ErrorsCard({ errors }: { errors: RecentErrors | null }) {
  if (!errors) return <Unavailable title={copy.errors} />;
  return (
    <SystemCard title={copy.errors} warning={errors.errors > 0}>
      <p className="text-sm text-gray-900">
        <span className="text-2xl font-semibold">{errors.errors.toLocaleString()}</span>{" "}
        {copy.serverErrors}
      </p>
      <p className="text-sm text-gray-600">{copy.ofRequests(errors.requests)}</p>
    </SystemCard>
  );
}
