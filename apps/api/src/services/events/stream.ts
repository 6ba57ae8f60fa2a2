import {
  LIVE_EVENT_REPLAY_LIMIT,
  PublishedLiveEventSchema,
  type LiveEventEnvelope,
  type LiveEventsInput,
  type SignedInContext,
} from "@tandem/api-contract";
import { AppError, type StreamSignal } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import type { LiveEventHub } from "./hub.js";

const BATCH_SIZE = 100;

/**
 * The viewer's live events, from after `lastEventId` (a reconnect) or from now, until the
 * request ends, the hub closes or the viewer's session ends.
 *
 * Replay and live delivery are one loop over one cursor: read the rows after the cursor,
 * yield them, wait to be woken, read again. The watch is set before the first read, and a
 * wake-up during a read makes the next wait return at once, so nothing committed is
 * missed; the cursor only moves forward, so nothing is sent twice. The session is checked
 * at every read: once it is gone the stream sends `session-ended` and ends.
 */
export async function* streamLiveEvents(
  db: Db,
  hub: LiveEventHub | null,
  { viewer, sessionId }: Pick<SignedInContext, "viewer" | "sessionId">,
  input: LiveEventsInput,
  signal: StreamSignal | undefined,
): AsyncGenerator<LiveEventEnvelope> {
  if (!hub) throw new AppError("SERVICE_UNAVAILABLE", "Live updates are not available here.");
  const lastEventId = input?.lastEventId;
  const wakeUp = new WakeUp();
  const unwatch = hub.watch(viewer.id, wakeUp.wake);
  try {
    let cursor = lastEventId ? Number(lastEventId) : await latestEventId(db, viewer.id);
    yield { id: String(cursor), event: { type: "ready" } };
    if (lastEventId) {
      const resume = await resumePoint(db, viewer.id, cursor);
      if (resume.resync) {
        cursor = resume.cursor;
        yield { id: String(cursor), event: { type: "resync" } };
      }
    }
    for (;;) {
      wakeUp.reset();
      if (!(await sessionIsLive(db, sessionId))) {
        yield { id: String(cursor), event: { type: "session-ended" } };
        return;
      }
      const rows = await eventsAfter(db, viewer.id, cursor);
      for (const row of rows) {
        cursor = row.id;
        const event = PublishedLiveEventSchema.safeParse(row.event);
        // `session-ended` concerns the stream whose session is gone (checked above); a
        // type this version does not know is skipped.
        if (event.success && event.data.type !== "session-ended") {
          yield { id: String(row.id), event: event.data };
        }
      }
      if (rows.length === BATCH_SIZE) continue;
      await wakeUp.wait([hub.closing, ...(signal ? [signal] : [])]);
      if (hub.closing.aborted) throw new DOMException("The server is shutting down.", "AbortError");
      if (signal?.aborted) return;
    }
  } finally {
    unwatch();
  }
}

/** The id of the person's newest event: a stream started from it misses nothing after now. */
export async function latestEventId(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("liveEvents")
    .select("id")
    .where("userId", "=", userId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/**
 * Where a reconnect resumes. It is told to refetch everything (`resync`) when more events
 * were missed than are replayed (it then gets the newest ones), or when its last event is
 * no longer kept (away longer than the retention: some events may be gone).
 */
async function resumePoint(
  db: Db,
  userId: string,
  cursor: number,
): Promise<{ cursor: number; resync: boolean }> {
  const beyondLimit = await db
    .selectFrom("liveEvents")
    .select("id")
    .where("userId", "=", userId)
    .where("id", ">", cursor)
    .orderBy("id", "desc")
    .offset(LIVE_EVENT_REPLAY_LIMIT)
    .limit(1)
    .executeTakeFirst();
  if (beyondLimit) return { cursor: beyondLimit.id, resync: true };
  if (cursor === 0) return { cursor, resync: false };
  const last = await db
    .selectFrom("liveEvents")
    .select("id")
    .where("id", "=", cursor)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return { cursor, resync: !last };
}

function eventsAfter(db: Db, userId: string, cursor: number) {
  return db
    .selectFrom("liveEvents")
    .select(["id", "event"])
    .where("userId", "=", userId)
    .where("id", ">", cursor)
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
}

async function sessionIsLive(db: Db, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const session = await db
    .selectFrom("sessions")
    .select("idHash")
    .where("idHash", "=", sessionId)
    .where("expiresAt", ">", new Date())
    .executeTakeFirst();
  return session !== undefined;
}

/** A latch: `wake` may come at any time; `wait` returns at once if it came since `reset`. */
class WakeUp {
  private woken = false;
  private resolve: (() => void) | null = null;

  readonly wake = () => {
    this.woken = true;
    this.resolve?.();
  };

  reset(): void {
    this.woken = false;
  }

  /** Until woken, or until one of `signals` aborts. */
  async wait(signals: StreamSignal[]): Promise<void> {
    if (this.woken || signals.some((s) => s.aborted)) return;
    await new Promise<void>((resolve) => {
      this.resolve = resolve;
      for (const s of signals) s.addEventListener("abort", this.wake, { once: true });
    });
    this.resolve = null;
    for (const s of signals) s.removeEventListener("abort", this.wake);
  }
}
