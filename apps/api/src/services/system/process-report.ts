import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { NewServerProcess } from "@tandem/db";
import { serverVersion } from "./version.js";

const MINUTE_MS = 60_000;
const MINUTES_KEPT = 60;

/**
 * What one API process says about itself (decision 325): who it is, and the responses it
 * sent in the last hour, counted in 60 one-minute buckets so the count rolls without
 * keeping a timestamp per request.
 */
export interface ProcessReport {
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  readonly version: string;
  readonly startedAt: Date;
  /** One response sent with this status. */
  countResponse(status: number): void;
  lastHour(now?: number): { requests: number; errors: number };
  /** The row its heartbeat writes. */
  row(liveStreams: number, now?: number): NewServerProcess;
}

export function createProcessReport(
  options: { version?: string; now?: () => number } = {},
): ProcessReport {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now());
  const host = hostname();
  const pid = process.pid;
  // A restarted process with the same pid on the same host is still a new row.
  const id = `${host}:${pid}:${randomUUID().slice(0, 8)}`;
  const version = options.version ?? serverVersion();
  // Bucket i holds the minute whose number is stamps[i]; an older stamp means empty.
  const stamps = new Array<number>(MINUTES_KEPT).fill(-1);
  const requests = new Array<number>(MINUTES_KEPT).fill(0);
  const errors = new Array<number>(MINUTES_KEPT).fill(0);

  const lastHour = (at = now()) => {
    const minute = Math.floor(at / MINUTE_MS);
    let sumRequests = 0;
    let sumErrors = 0;
    for (let i = 0; i < MINUTES_KEPT; i++) {
      if (minute - (stamps[i] ?? -1) < MINUTES_KEPT) {
        sumRequests += requests[i] ?? 0;
        sumErrors += errors[i] ?? 0;
      }
    }
    return { requests: sumRequests, errors: sumErrors };
  };

  return {
    id,
    host,
    pid,
    version,
    startedAt,
    countResponse(status) {
      const minute = Math.floor(now() / MINUTE_MS);
      const i = minute % MINUTES_KEPT;
      if (stamps[i] !== minute) {
        stamps[i] = minute;
        requests[i] = 0;
        errors[i] = 0;
      }
      requests[i] = (requests[i] ?? 0) + 1;
      if (status >= 500) errors[i] = (errors[i] ?? 0) + 1;
    },
    lastHour,
    row(liveStreams, at = now()) {
      const memory = process.memoryUsage();
      const hour = lastHour(at);
      return {
        id,
        host,
        pid,
        version,
        startedAt,
        lastSeenAt: new Date(at),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        liveStreams,
        requestsLastHour: hour.requests,
        errorsLastHour: hour.errors,
      };
    },
  };
}
