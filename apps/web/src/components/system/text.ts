import { defineCopy, formatNumber } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { bytes, duration } from "./format.js";

/** The System tab's words (system-panel.tsx). */
export const systemCopy = defineCopy(
  {
    heading: "System",
    intro: "How the server is doing now. Read-only: nothing here changes anything.",
    refresh: "Refresh",
    refreshing: "Refreshing...",
    readAt: "Read at {time}",
    loading: "Loading the system's state",
    failed: "Could not read the system's state.",
    unavailable: "Unavailable",
    unavailableText: "This part could not be read. The others still were.",
    processesTitle: "Processes",
    processes: "Processes ({n, number})",
    noProcesses: "No process has reported yet.",
    thisProcess: "This process",
    notSeen: "Not seen for {ago}",
    pid: "pid {pid}",
    version: "Version",
    uptime: "Uptime",
    memory: "Memory",
    memoryValue: "{rss} ({heap} heap)",
    liveStreams: "Live streams",
    requests: "Requests, last hour",
    database: "Database",
    engine: "Engine",
    engine_embedded: "Embedded (PGlite)",
    engine_postgres: "PostgreSQL",
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
    ofRequests: "of {n, number} requests, every process",
    readReplica: "Read replica",
    replicaNone: "None: every read goes to the primary.",
    replicaNoneText:
      "Set DATABASE_READ_URL to send Discover, the quiz history and staff lists to a streaming replica.",
    replicaState: "State",
    replica_starting: "Starting",
    replica_serving: "Serving",
    replica_behind: "Behind: reads go to the primary",
    replica_down: "Down: reads go to the primary",
    replicaLag: "Lag",
    replicaLagValue: "{seconds, number} s",
    replicaReads: "Reads on the replica",
    primaryReads: "Sent to the primary",
    replicaSince: "Counted by this process since it started.",
  },
  { es: () => import("./text.es.js") },
);

/** The System tab's words and figures in the UI's language. */
export function useSystemText() {
  const t = useCopy(systemCopy);
  const locale = useLocale();
  return {
    t,
    number: (n: number) => formatNumber(locale, n),
    bytes: (n: number) => bytes(n, locale),
    duration: (seconds: number) => duration(seconds, locale),
  };
}
