// The running system as staff see it (the admin panel's System tab): each process's
// heartbeat row, and the read that gathers processes, database, backup, queues and errors.
export { startHeartbeat, type Heartbeat } from "./heartbeat.js";
export { createProcessReport, type ProcessReport } from "./process-report.js";
export { readSystemStatus, type SystemSources } from "./read-system.js";
export { serverVersion } from "./version.js";
export { readQueueDepths } from "./queues.js";
