import { setMaxListeners } from "node:events";
import {
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_STREAMS_PER_PERSON,
  PublishedLiveEventSchema,
  type PublishedLiveEvent,
} from "@tandem/api-contract";
import type { Db, Notifications } from "@tandem/db";
import { sql } from "kysely";
import { SESSIONS_CHANNEL } from "../../auth/session-cache.js";
import { LIVE_EVENTS_CHANNEL, recipientsOf } from "./publish.js";

/** Why a stream ended, as the hub tells it. */
export type StreamEnd =
  /** Its session is gone (signed out, expired, the account deleted): it says so and ends. */
  | { reason: "session-ended" }
  /** Its person opened more than LIVE_STREAMS_PER_PERSON streams: the oldest ends. */
  | { reason: "replaced" }
  /** This process is shutting down: the client reconnects, to another process. */
  | { reason: "closing" }
  /** Reading its events failed while the database was otherwise reachable. */
  | { reason: "failed"; error: unknown };

/** Where the hub hands one stream its events, in id order and each once, and its end. */
export interface LiveStreamSink {
  deliver(id: number, event: PublishedLiveEvent): void;
  end(end: StreamEnd): void;
}

export interface OpenedStream {
  /** The `ready` event's id: where the stream starts. */
  readonly ready: number;
  /** The `resync` event's id when the client missed more than is replayed, else null. */
  readonly resync: number | null;
  /** Stops delivering to it (the client left). */
  leave(): void;
}

/** This process's live streams: who holds them, and the reads that feed them. */
export interface LiveEventHub {
  /**
   * Registers a stream of `userId` under the session `sessionId` and returns where it
   * starts: after `lastEventId` (a reconnect, at most LIVE_EVENT_REPLAY_LIMIT events back)
   * or now. Events then reach `sink` as they are committed; a person's oldest stream ends
   * when they open one more than LIVE_STREAMS_PER_PERSON.
   */
  open(
    stream: { userId: string; sessionId: string; lastEventId: number | null },
    sink: LiveStreamSink,
  ): Promise<OpenedStream>;
  /** Aborted when the hub closes. */
  readonly closing: AbortSignal;
  /** Streams open now, and events handed to streams since the start (the metrics). */
  readonly openStreams: number;
  readonly eventsSent: number;
  /** Ends every stream (`closing`) and stops listening. */
  close(): Promise<void>;
}

/** People whose new events one statement reads at most. */
const PEOPLE_PER_READ = 500;
/** Reads in flight at once (the pool has 10 connections; requests need the rest). */
const READS_AT_ONCE = 3;
/** After a failed read, while the database is otherwise reachable: the waits before retrying. */
const READ_RETRIES_MS = [100, 500, 2000];

class Member {
  /** The id of the last event handed to it; -1 until it is started. */
  cursor = -1;
  /** When its session expires (ms since the epoch). */
  expiresAt = 0;
  ended = false;

  constructor(
    readonly person: Person,
    readonly sessionId: string,
    readonly sink: LiveStreamSink,
  ) {}

  get live(): boolean {
    return this.cursor >= 0 && !this.ended;
  }
}

class Person {
  /** Oldest first. */
  readonly members: Member[] = [];
  /** A read of this person's events is in flight. */
  reading = false;
  /** Reads that failed in a row. */
  failedReads = 0;

  constructor(readonly userId: string) {}

  /** Where a read for all of its started streams begins, or null if none is started. */
  cursor(): number | null {
    let lowest: number | null = null;
    for (const member of this.members) {
      if (member.live && (lowest === null || member.cursor < lowest)) lowest = member.cursor;
    }
    return lowest;
  }
}

interface EventRow {
  userId: string;
  id: number;
  event: unknown;
}

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
  const people = new Map<string, Person>();
  const sessions = new Map<string, Set<Member>>();
  const closing = new AbortController();
  setMaxListeners(0, closing.signal);
  const waiting = new Set<Person>();
  let readsInFlight = 0;
  let openStreams = 0;
  let eventsSent = 0;

  function end(member: Member, how: StreamEnd): void {
    if (member.ended) return;
    member.ended = true;
    remove(member);
    member.sink.end(how);
  }

  function remove(member: Member): void {
    const { person } = member;
    const at = person.members.indexOf(member);
    if (at >= 0) {
      person.members.splice(at, 1);
      openStreams--;
    }
    if (person.members.length === 0 && people.get(person.userId) === person) {
      people.delete(person.userId);
      waiting.delete(person);
    }
    const bySession = sessions.get(member.sessionId);
    bySession?.delete(member);
    if (bySession?.size === 0) sessions.delete(member.sessionId);
  }

  function wake(userId: string): void {
    const person = people.get(userId);
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

  const everyone = () => [...people.values()].flatMap((person) => person.members);
  const wakeEveryone = () => {
    for (const person of people.values()) waiting.add(person);
    readWaiting();
    void checkQuietly(everyone().filter((member) => member.live));
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
        ? [...(sessions.get(id) ?? [])]
        : payload.startsWith("u:")
          ? [...(people.get(id)?.members ?? [])]
          : everyone();
      void checkQuietly(members.filter((member) => member.live));
    },
    onGap: () => {},
  });

  return {
    async open({ userId, sessionId, lastEventId }, sink) {
      if (closing.signal.aborted)
        throw new DOMException("The server is shutting down.", "AbortError");
      let person = people.get(userId);
      if (!person) {
        person = new Person(userId);
        people.set(userId, person);
      }
      const member = new Member(person, sessionId, sink);
      person.members.push(member);
      openStreams++;
      const bySession = sessions.get(sessionId);
      if (bySession) bySession.add(member);
      else sessions.set(sessionId, new Set([member]));
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
      return openStreams;
    },
    get eventsSent() {
      return eventsSent;
    },
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      for (const member of everyone()) end(member, { reason: "closing" });
      await Promise.all([unsubscribeEvents(), unsubscribeSessions()]);
    },
  };
}

const failed = (error: unknown): StreamEnd => ({ reason: "failed", error });

const isSessionEnded = (event: unknown) =>
  typeof event === "object" &&
  event !== null &&
  (event as { type?: unknown }).type === "session-ended";

/**
 * Each person's events after their cursor, oldest first, at most LIVE_EVENT_REPLAY_LIMIT
 * each: one statement, an index range scan of `(user_id, id)` per person.
 */
async function eventsAfter(db: Db, userIds: string[], cursors: number[]): Promise<EventRow[]> {
  const { rows } = await sql<EventRow>`
    SELECT c.user_id AS "userId", e.id, e.event
    FROM unnest(string_to_array(${userIds.join(",")}, ',')::uuid[],
                string_to_array(${cursors.join(",")}, ',')::bigint[]) AS c(user_id, after)
    CROSS JOIN LATERAL (
      SELECT id, event FROM live_events
      WHERE user_id = c.user_id AND id > c.after
      ORDER BY id
      LIMIT ${sql.lit(LIVE_EVENT_REPLAY_LIMIT)}
    ) e
    ORDER BY c.user_id, e.id`.execute(db);
  return rows;
}

/** The sessions among `idHashes` that have not ended, with when each expires. */
async function liveSessions(db: Db, idHashes: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ idHash: string; expiresAt: Date }>`
    SELECT id_hash AS "idHash", expires_at AS "expiresAt" FROM sessions
    WHERE id_hash = ANY(string_to_array(${idHashes.join(",")}, ',')) AND expires_at > now()`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.idHash, row.expiresAt.getTime()]));
}

interface StartRow {
  /** The person's newest event. */
  latest: number | null;
  /** Null when the session has ended. */
  sessionExpiresAt: Date | null;
  /** Resuming: the newest event beyond the replay limit (then resync from it), if any. */
  beyondLimit: number | null;
  /** Resuming: the event resumed from is still kept. */
  resumable: boolean;
}

/**
 * Where a stream starts, in one statement: the person's newest event, whether the session
 * holds, and, for a reconnect from `lastEventId`, whether it missed more than is replayed or
 * its last event is no longer kept (away longer than the retention: resync).
 */
async function startingPoint(
  db: Db,
  userId: string,
  sessionId: string,
  lastEventId: number | null,
): Promise<StartRow> {
  const { rows } = await sql<StartRow>`
    SELECT
      (SELECT id FROM live_events WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1) AS latest,
      (SELECT expires_at FROM sessions WHERE id_hash = ${sessionId} AND expires_at > now())
        AS "sessionExpiresAt",
      (SELECT id FROM live_events WHERE user_id = ${userId} AND id > ${lastEventId}::bigint
        ORDER BY id DESC OFFSET ${sql.lit(LIVE_EVENT_REPLAY_LIMIT)} LIMIT 1) AS "beyondLimit",
      EXISTS (SELECT 1 FROM live_events WHERE id = ${lastEventId}::bigint AND user_id = ${userId})
        AS resumable`.execute(db);
  return rows[0]!;
}
