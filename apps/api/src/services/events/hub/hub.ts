import { setMaxListeners } from "node:events";
import {
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_STREAMS_PER_PERSON,
  PublishedLiveEventSchema,
} from "@tandem/api-contract";
import type { Db, Notifications } from "@tandem/db";
import { SESSIONS_CHANNEL } from "../../../auth/session-cache.js";
import { LIVE_EVENTS_CHANNEL, recipientsOf } from "../publish.js";
import {
  eventsAfter,
  liveSessions,
  startingPoint,
  type EventRow,
  type StartRow,
} from "./queries.js";
import {
  StreamRegistry,
  type LiveEventHub,
  type Member,
  type Person,
  type StreamEnd,
} from "./registry.js";

export type { LiveEventHub, LiveStreamSink, OpenedStream, StreamEnd } from "./registry.js";

/** People whose new events one statement reads at most. */
const PEOPLE_PER_READ = 500;
/** Reads in flight at once (the pool has 10 connections; requests need the rest). */
const READS_AT_ONCE = 3;
/** After a failed read, while the database is otherwise reachable: the waits before retrying. */
const READ_RETRIES_MS = [100, 500, 2000];

/**
 * The live streams of this process, grouped by person. A notification naming people wakes
 * them, and ONE statement reads the new events of everyone it woke (a couple's two people,
 * the hundred ids of a NOTIFY, everyone after a gap), each from the lowest cursor among
 * their streams; every stream then takes the rows past its own cursor. Sessions are checked
 * when a stream opens, when the database announces a change to one (`tandem_sessions`), when
 * a `session-ended` event arrives, and after every gap in the notifications; a stream whose
 * session expired gets no further event. Listens through the process's one LISTEN/NOTIFY
 * connection (`@tandem/db`'s Notifications, shared with the session cache).
 */
export async function startLiveEventHub(
  db: Db,
  notifications: Notifications,
): Promise<LiveEventHub> {
  const streams = new StreamRegistry();
  const closing = new AbortController();
  setMaxListeners(0, closing.signal);
  const waiting = new Set<Person>();
  let readsInFlight = 0;
  let eventsSent = 0;

  function end(member: Member, how: StreamEnd): void {
    if (member.ended) return;
    member.ended = true;
    remove(member);
    member.sink.end(how);
  }

  function remove(member: Member): void {
    const gone = streams.remove(member);
    if (gone) waiting.delete(gone);
  }

  function wake(userId: string): void {
    const person = streams.person(userId);
    if (person) waiting.add(person);
  }

  function readWaiting(): void {
    while (readsInFlight < READS_AT_ONCE) {
      const batch: Person[] = [];
      for (const person of waiting) {
        if (person.reading) continue;
        waiting.delete(person);
        if (person.cursor() === null) continue;
        person.reading = true;
        batch.push(person);
        if (batch.length === PEOPLE_PER_READ) break;
      }
      if (batch.length === 0) return;
      readsInFlight++;
      void read(batch).finally(() => {
        readsInFlight--;
        for (const person of batch) person.reading = false;
        readWaiting();
      });
    }
  }

  async function read(batch: Person[]): Promise<void> {
    let rows: EventRow[];
    try {
      rows = await eventsAfter(
        db,
        batch.map((person) => person.userId),
        batch.map((person) => person.cursor() ?? 0),
      );
    } catch (error) {
      // The database went away with the LISTEN connection: the streams stay open, and the
      // gap reported when it is back wakes everyone again.
      if (!notifications.live) return;
      // A connection the pool has not yet found broken (the database just came back): try
      // again a few times before giving up on these streams (their clients then reconnect).
      for (const person of batch) {
        if (++person.failedReads > READ_RETRIES_MS.length) {
          for (const member of [...person.members]) end(member, failed(error));
        } else {
          setTimeout(
            () => {
              waiting.add(person);
              readWaiting();
            },
            READ_RETRIES_MS[person.failedReads - 1],
          ).unref();
        }
      }
      return;
    }
    for (const person of batch) person.failedReads = 0;
    const byPerson = new Map<string, EventRow[]>();
    for (const row of rows) {
      const own = byPerson.get(row.userId);
      if (own) own.push(row);
      else byPerson.set(row.userId, [row]);
    }
    for (const person of batch) {
      const own = byPerson.get(person.userId);
      if (!own) continue;
      if (own.some((row) => isSessionEnded(row.event))) {
        // Published with a sign-out or a suspension: a stream of the ended session says so
        // instead of passing it on.
        await checkSessions(person.members.filter((member) => member.live));
      }
      deliver(person, own);
      if (own.length === LIVE_EVENT_REPLAY_LIMIT) waiting.add(person);
    }
  }

  function deliver(person: Person, rows: EventRow[]): void {
    for (const row of rows) {
      const parsed = PublishedLiveEventSchema.safeParse(row.event);
      for (const member of [...person.members]) {
        if (!member.live || row.id <= member.cursor) continue;
        if (Date.now() >= member.expiresAt) {
          end(member, { reason: "session-ended" });
          continue;
        }
        member.cursor = row.id;
        // `session-ended` concerns only the streams whose session is gone (ended above);
        // a type this version does not know is skipped.
        if (parsed.success && parsed.data.type !== "session-ended") {
          member.sink.deliver(row.id, parsed.data);
          eventsSent++;
        }
      }
    }
  }

  /** Ends, with `session-ended`, those of `members` whose session is gone. */
  async function checkSessions(members: Member[]): Promise<void> {
    if (members.length === 0) return;
    const live = await liveSessions(db, [...new Set(members.map((m) => m.sessionId))]);
    for (const member of members) {
      const expiresAt = live.get(member.sessionId);
      if (expiresAt === undefined) end(member, { reason: "session-ended" });
      else member.expiresAt = expiresAt;
    }
  }

  /** checkSessions, retried as reads are; the gap reported when the database is back checks everyone. */
  const checkQuietly = (members: Member[], attempt = 0): Promise<void> =>
    checkSessions(members).catch((error: unknown) => {
      if (!notifications.live) return;
      if (attempt >= READ_RETRIES_MS.length) {
        for (const member of members) end(member, failed(error));
        return;
      }
      setTimeout(
        () =>
          void checkQuietly(
            members.filter((member) => member.live),
            attempt + 1,
          ),
        READ_RETRIES_MS[attempt],
      ).unref();
    });

  const wakeEveryone = () => {
    for (const person of streams.allPeople()) waiting.add(person);
    readWaiting();
    void checkQuietly(streams.everyone().filter((member) => member.live));
  };

  const unsubscribeEvents = await notifications.subscribe(LIVE_EVENTS_CHANNEL, {
    onPayload(payload) {
      for (const userId of recipientsOf(payload)) wake(userId);
      readWaiting();
    },
    onGap: wakeEveryone,
  });
  const unsubscribeSessions = await notifications.subscribe(SESSIONS_CHANNEL, {
    onPayload(payload) {
      // `s:<hash>`: a session changed or was deleted; `u:<user id>`: a user changed or was
      // deleted. Either way, ask the database whether those streams' sessions still hold.
      const id = payload.slice(2);
      const members = payload.startsWith("s:")
        ? streams.ofSession(id)
        : payload.startsWith("u:")
          ? [...(streams.person(id)?.members ?? [])]
          : streams.everyone();
      void checkQuietly(members.filter((member) => member.live));
    },
    onGap: () => {},
  });

  return {
    async open({ userId, sessionId, lastEventId }, sink) {
      if (closing.signal.aborted)
        throw new DOMException("The server is shutting down.", "AbortError");
      const member = streams.add(userId, sessionId, sink);
      const { person } = member;
      while (person.members.length > LIVE_STREAMS_PER_PERSON) {
        end(person.members[0]!, { reason: "replaced" });
      }

      let start: StartRow;
      try {
        start = await startingPoint(db, userId, sessionId, lastEventId);
      } catch (error) {
        member.ended = true;
        remove(member);
        throw error;
      }
      const ready = lastEventId ?? start.latest ?? 0;
      let resync: number | null = null;
      if (lastEventId !== null) {
        if (start.beyondLimit !== null) resync = start.beyondLimit;
        else if (lastEventId !== 0 && !start.resumable) resync = lastEventId;
      }
      const leave = () => {
        if (member.ended) return;
        member.ended = true;
        remove(member);
      };
      if (member.ended) return { ready, resync, leave };
      if (start.sessionExpiresAt === null) {
        end(member, { reason: "session-ended" });
        return { ready, resync, leave };
      }
      member.expiresAt = start.sessionExpiresAt.getTime();
      // Started: whatever was committed after its starting point is read now, and what is
      // committed later wakes it (it was watched before the starting point was read).
      member.cursor = resync ?? ready;
      waiting.add(person);
      readWaiting();
      return { ready, resync, leave };
    },
    closing: closing.signal,
    get openStreams() {
      return streams.size;
    },
    get eventsSent() {
      return eventsSent;
    },
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      for (const member of streams.everyone()) end(member, { reason: "closing" });
      await Promise.all([unsubscribeEvents(), unsubscribeSessions()]);
    },
  };
}

const failed = (error: unknown): StreamEnd => ({ reason: "failed", error });

const isSessionEnded = (event: unknown) =>
  typeof event === "object" &&
  event !== null &&
  (event as { type?: unknown }).type === "session-ended";
