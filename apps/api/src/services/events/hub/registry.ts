import type { PublishedLiveEvent } from "@tandem/api-contract";

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

/** One open stream. */
export class Member {
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

/** A person with streams open in this process; one read serves all of them. */
export class Person {
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

/** The streams open in this process, found by person and by session. */
export class StreamRegistry {
  private readonly people = new Map<string, Person>();
  private readonly sessions = new Map<string, Set<Member>>();
  /** Streams open now. */
  size = 0;

  /** Registers a stream; the person's older streams stay (the caller ends the surplus). */
  add(userId: string, sessionId: string, sink: LiveStreamSink): Member {
    let person = this.people.get(userId);
    if (!person) {
      person = new Person(userId);
      this.people.set(userId, person);
    }
    const member = new Member(person, sessionId, sink);
    person.members.push(member);
    this.size++;
    const bySession = this.sessions.get(sessionId);
    if (bySession) bySession.add(member);
    else this.sessions.set(sessionId, new Set([member]));
    return member;
  }

  /** Forgets a stream; returns its person when that was their last one. */
  remove(member: Member): Person | null {
    const { person } = member;
    const at = person.members.indexOf(member);
    if (at >= 0) {
      person.members.splice(at, 1);
      this.size--;
    }
    const bySession = this.sessions.get(member.sessionId);
    bySession?.delete(member);
    if (bySession?.size === 0) this.sessions.delete(member.sessionId);
    if (person.members.length === 0 && this.people.get(person.userId) === person) {
      this.people.delete(person.userId);
      return person;
    }
    return null;
  }

  person(userId: string): Person | undefined {
    return this.people.get(userId);
  }

  allPeople(): IterableIterator<Person> {
    return this.people.values();
  }

  /** The streams of one session. */
  ofSession(sessionId: string): Member[] {
    return [...(this.sessions.get(sessionId) ?? [])];
  }

  /** Every stream. */
  everyone(): Member[] {
    return [...this.people.values()].flatMap((person) => person.members);
  }
}
