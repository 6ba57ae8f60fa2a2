import { AppError } from "@tandem/api-contract/server";
import { DecodeTimedOut, decodeHevcInWorker, type DecodedPixels } from "./hevc-decoder.js";

/** Whose upload a decode is, and when its request arrived (its deadline counts from then). */
export interface HeicJob {
  owner: string;
  arrivedAt: number;
}

export interface HeicQueueOptions {
  /** Decodes that may wait while one runs; past them an upload is refused (503). */
  maxWaiting?: number;
  /** From a request's arrival to the end of its decode, waiting included. */
  timeoutMs?: number;
  /** The decode itself, settling once its memory is gone (tests wrap it). */
  run?: (input: Buffer, timeoutMs: number) => Promise<DecodedPixels>;
}

type Refusal = "busy" | "own-photo-in-progress" | "deadline";

const REFUSALS: Record<Refusal, () => AppError> = {
  busy: () =>
    new AppError(
      "SERVICE_UNAVAILABLE",
      "Many photos are being processed right now. Try again in a moment.",
      { retryAfterSeconds: 10 },
    ),
  "own-photo-in-progress": () =>
    new AppError(
      "TOO_MANY_REQUESTS",
      "Your other photo is still being processed. Try again when it is done.",
      { retryAfterSeconds: 5 },
    ),
  deadline: () =>
    new AppError(
      "SERVICE_UNAVAILABLE",
      "Photos are taking long to process right now. Try again in a moment.",
      { retryAfterSeconds: 10 },
    ),
};

/**
 * HEVC decodes (iPhone photos) for one process: one at a time, in the order asked, as each
 * takes seconds of CPU and ~450 MB; at most `maxWaiting` waiting (each holds its upload, up
 * to 10 MB), at most one per account, and none past its deadline, counted from its
 * request's arrival. A refusal is an AppError with Retry-After: 503 when the queue is full
 * or the deadline passed while waiting, 429 while the same account's other photo decodes.
 */
export function createHeicQueue({
  maxWaiting = 4,
  timeoutMs = 30_000,
  run = decodeHevcInWorker,
}: HeicQueueOptions = {}) {
  interface Waiting extends HeicJob {
    input: Buffer;
    start: () => void;
    expire: () => void;
    timer: NodeJS.Timeout;
  }
  const waiting: Waiting[] = [];
  const owners = new Set<string>();
  let running = false;

  /** Why an upload by `owner` would be refused now, checked before its body is read. */
  function refusal(owner: string): AppError | null {
    if (owners.has(owner)) return REFUSALS["own-photo-in-progress"]();
    if (running && waiting.length >= maxWaiting) return REFUSALS.busy();
    return null;
  }

  function startNext() {
    if (running) return;
    const next = waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    running = true;
    next.start();
  }

  async function decode(input: Buffer, job: HeicJob): Promise<DecodedPixels> {
    const refused = refusal(job.owner);
    if (refused) throw refused;
    const deadline = job.arrivedAt + timeoutMs;
    owners.add(job.owner);
    try {
      await new Promise<void>((start, expire) => {
        const entry: Waiting = {
          ...job,
          input,
          start,
          expire: () => expire(REFUSALS.deadline()),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            entry.expire();
          }, deadline - Date.now()),
        };
        waiting.push(entry);
        startNext();
      });
      const startedAt = Date.now();
      try {
        return await run(input, Math.max(1, deadline - startedAt));
      } catch (error) {
        // Out of time because of the wait (over a second of it): busy, not a bad photo.
        if (error instanceof DecodeTimedOut && startedAt - job.arrivedAt > 1000)
          throw REFUSALS.deadline();
        throw error;
      } finally {
        running = false;
        startNext();
      }
    } finally {
      owners.delete(job.owner);
    }
  }

  return {
    decode,
    refusal,
    /** Decodes running or waiting. */
    get size() {
      return waiting.length + (running ? 1 : 0);
    },
  };
}

export type HeicQueue = ReturnType<typeof createHeicQueue>;
