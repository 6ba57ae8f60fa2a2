import type {
  LiveEventEnvelope,
  LiveEventsInput,
  PublishedLiveEvent,
  SignedInContext,
} from "@tandem/api-contract";
import { AppError, type StreamSignal } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";
import type { LiveEventHub, LiveStreamSink, StreamEnd } from "./hub/hub.js";

/** The end of a stream whose server shuts down (its client reconnects, to another process). */
export const SERVER_CLOSING_MESSAGE = "The server is shutting down.";

/**
 * The viewer's live events, from after `lastEventId` (a reconnect) or from now, until the
 * request ends, the hub closes, the viewer's session ends or the viewer opens too many other
 * streams. `ready` comes first (its id is where a reconnect resumes), then `resync` if more
 * was missed than is replayed, then the events the hub hands over (hub.ts: one read per
 * person, shared by their streams), each once, in order. When the stream's own session is
 * gone it sends `session-ended` and ends.
 */
export async function* streamLiveEvents(
  hub: LiveEventHub | null,
  { viewer, sessionId }: Pick<SignedInContext, "viewer" | "sessionId">,
  input: LiveEventsInput,
  signal: StreamSignal | undefined,
): AsyncGenerator<LiveEventEnvelope> {
  if (!hub) throw new AppError("SERVICE_UNAVAILABLE", "Live updates are not available here.");
  const queue = new EventQueue();
  const lastEventId = input?.lastEventId ? Number(input.lastEventId) : null;
  const stream = await hub.open(
    { userId: viewer.id, sessionId: sessionId ?? "", lastEventId },
    queue,
  );
  try {
    yield { id: String(stream.ready), event: { type: "ready" } };
    if (stream.resync !== null) yield { id: String(stream.resync), event: { type: "resync" } };
    for (;;) {
      const next = await queue.take(signal);
      if (next === null) return;
      if ("id" in next) {
        yield { id: String(next.id), event: next.event };
        continue;
      }
      switch (next.reason) {
        case "session-ended":
          yield {
            id: String(queue.lastId ?? stream.resync ?? stream.ready),
            event: { type: "session-ended" },
          };
          return;
        case "replaced":
          return;
        case "closing":
          throw new DOMException(SERVER_CLOSING_MESSAGE, "AbortError");
        case "failed":
          throw next.error;
      }
    }
  } finally {
    stream.leave();
  }
}

/** The hub's deliveries to one stream, waiting until the stream takes them. */
class EventQueue implements LiveStreamSink {
  private readonly items: ({ id: number; event: PublishedLiveEvent } | StreamEnd)[] = [];
  private wakeUp: (() => void) | null = null;
  lastId: number | null = null;

  deliver(id: number, event: PublishedLiveEvent): void {
    this.items.push({ id, event });
    this.wakeUp?.();
  }

  end(end: StreamEnd): void {
    this.items.push(end);
    this.wakeUp?.();
  }

  /** The next delivery, or null once `signal` aborts (the client left, or time is up). */
  async take(
    signal: StreamSignal | undefined,
  ): Promise<{ id: number; event: PublishedLiveEvent } | StreamEnd | null> {
    while (this.items.length === 0) {
      if (signal?.aborted) return null;
      let stopListening = () => {};
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        signal?.addEventListener("abort", resolve, { once: true });
        stopListening = () => signal?.removeEventListener("abort", resolve);
      });
      this.wakeUp = null;
      stopListening();
    }
    const next = this.items.shift()!;
    if ("id" in next) this.lastId = next.id;
    return next;
  }
}

/** The id of the person's newest event: a stream started from it misses nothing after now. */
export async function latestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await selectLatestEventId(db, userId);
  return row?.id ?? 0;
}

/** `latestEventId`'s statement, compiled once: every server-rendered page reads it. */
const selectLatestEventId = compileOnce((db: Db, userId: string) =>
  db
    .selectFrom("liveEvents")
    .select("id")
    .where("userId", "=", userId)
    .orderBy("id", "desc")
    .limit(1),
);
