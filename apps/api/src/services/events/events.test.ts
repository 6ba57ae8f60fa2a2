import type { Couple, PairCode } from "@tandem/api-contract";
import {
  LIVE_EVENT_REPLAY_LIMIT,
  LIVE_EVENT_RETENTION_HOURS,
  type PublishedLiveEvent,
} from "@tandem/api-contract";
import { NOTIFICATIONS_APPLICATION_NAME } from "@tandem/db";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { startApiProcess, stopApiProcesses, type ApiProcess } from "../../../test/api-process.js";
import { call, createUser, type TestUser } from "../../../test/helpers.js";
import { openLiveStream, type LiveStream } from "../../../test/live-stream.js";
import { createSession, SESSION_COOKIE } from "../../auth/sessions.js";
import { hashToken } from "../../auth/tokens.js";
import { deleteExpiredRows } from "../../infra/housekeeping.js";
import { LIVE_EVENTS_CHANNEL, publishEvent } from "./publish.js";

const connectionString = testDatabaseUrl();
const kind = inject("databaseKind");

const redeemed = (rewardTitle: string): PublishedLiveEvent => ({
  type: "partner-redeemed",
  rewardTitle,
});

const instances: ApiProcess[] = [];
const streams: LiveStream[] = [];
let one: ApiProcess;

beforeAll(async () => {
  one = await startApiProcess();
  instances.push(one);
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => stopApiProcesses(instances));

function open(
  instance: ApiProcess,
  user: TestUser | string | null,
  input: { lastEventId?: string } = {},
) {
  const cookie = typeof user === "string" || user === null ? user : user.cookie;
  const stream = openLiveStream(instance.url, cookie, input);
  streams.push(stream);
  return stream;
}

const titles = (stream: LiveStream) =>
  stream.received.flatMap((e) => (e.data.type === "partner-redeemed" ? [e.data.rewardTitle] : []));

describe("the live event stream", () => {
  it("delivers an event committed for a user to that user's stream and no other", async () => {
    const a = await createUser(one.db);
    const b = await createUser(one.db);
    const streamA = open(one, a);
    const streamB = open(one, b);
    await Promise.all([streamA.ready, streamB.ready]);

    await one.db.transaction().execute((db) => publishEvent(db, [a.id], redeemed("For A")));
    await publishEvent(one.db, [b.id], redeemed("For B"));

    expect((await streamA.next()).data).toEqual(redeemed("For A"));
    // B's first event is its own: A's never reached it.
    expect((await streamB.next()).data).toEqual(redeemed("For B"));
    expect(await streamA.quietFor(200)).toEqual([]);
  });

  it("delivers nothing published in a transaction that rolls back", async () => {
    const a = await createUser(one.db);
    const stream = open(one, a);
    await stream.ready;

    const attempt = one.db.transaction().execute(async (db) => {
      await publishEvent(db, [a.id], redeemed("Rolled back"));
      throw new Error("changed my mind");
    });
    await expect(attempt).rejects.toThrow("changed my mind");
    await publishEvent(one.db, [a.id], redeemed("Committed"));

    expect((await stream.next()).data).toEqual(redeemed("Committed"));
    expect(titles(stream)).toEqual(["Committed"]);
  });

  it("resumes after lastEventId with exactly the events missed, then live ones", async () => {
    const a = await createUser(one.db);
    const first = open(one, a);
    await first.ready;
    await publishEvent(one.db, [a.id], redeemed("1"));
    const seen = await first.next();
    first.close();

    await publishEvent(one.db, [a.id], redeemed("2"));
    await publishEvent(one.db, [a.id], redeemed("3"));
    const again = open(one, a, { lastEventId: seen.id });
    expect((await again.next()).data).toEqual(redeemed("2"));
    expect((await again.next()).data).toEqual(redeemed("3"));
    await publishEvent(one.db, [a.id], redeemed("4"));
    expect((await again.next()).data).toEqual(redeemed("4"));

    expect(await again.quietFor(200)).toEqual([]);
    expect(titles(again)).toEqual(["2", "3", "4"]);
    const ids = again.received.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it("reconnects by itself after the connection drops and gets what it missed, once", async () => {
    const a = await createUser(one.db);
    const stream = open(one, a);
    await stream.ready;
    await publishEvent(one.db, [a.id], redeemed("before"));
    await stream.next();

    one.app.server.closeAllConnections();
    await publishEvent(one.db, [a.id], redeemed("while away"));
    expect((await stream.next(20_000)).data).toEqual(redeemed("while away"));
    await publishEvent(one.db, [a.id], redeemed("after"));
    expect((await stream.next()).data).toEqual(redeemed("after"));
    expect(titles(stream)).toEqual(["before", "while away", "after"]);
  });

  it("tells a client that missed more than it replays to resync, then sends the newest", async () => {
    const a = await createUser(one.db);
    const first = open(one, a);
    const from = await first.ready;
    first.close();
    const count = LIVE_EVENT_REPLAY_LIMIT + 2;
    await one.db.transaction().execute(async (db) => {
      for (let i = 1; i <= count; i++) await publishEvent(db, [a.id], redeemed(String(i)));
    });

    const again = open(one, a, { lastEventId: from });
    expect((await again.next()).data).toEqual({ type: "resync" });
    for (let i = count - LIVE_EVENT_REPLAY_LIMIT + 1; i <= count; i++) {
      expect((await again.next()).data).toEqual(redeemed(String(i)));
    }
    expect(await again.quietFor(200)).toEqual([]);
  });

  it("keeps a day of events: housekeeping deletes older ones, and a resume from them resyncs", async () => {
    const a = await createUser(one.db);
    await publishEvent(one.db, [a.id], redeemed("old"));
    await publishEvent(one.db, [a.id], redeemed("recent"));
    const [old, recent] = await one.db
      .selectFrom("liveEvents")
      .select("id")
      .where("userId", "=", a.id)
      .orderBy("id")
      .execute();
    await one.db
      .updateTable("liveEvents")
      .set({ createdAt: new Date(Date.now() - (LIVE_EVENT_RETENTION_HOURS + 1) * 3_600_000) })
      .where("id", "=", old!.id)
      .execute();

    expect((await deleteExpiredRows(one.db)).liveEvents).toBeGreaterThanOrEqual(1);
    const left = await one.db
      .selectFrom("liveEvents")
      .select("id")
      .where("userId", "=", a.id)
      .execute();
    expect(left).toEqual([{ id: recent!.id }]);

    const stream = open(one, a, { lastEventId: String(old!.id) });
    expect((await stream.next()).data).toEqual({ type: "resync" });
    expect((await stream.next()).data).toEqual(redeemed("recent"));
  });

  it("ends the streams of a session ended elsewhere with session-ended, and only those", async () => {
    const user = await createUser(one.db);
    const other = await createSession(one.db, user.id);
    const ending = open(one, user);
    const staying = open(one, `${SESSION_COOKIE}=${other.token}`);
    await Promise.all([ending.ready, staying.ready]);

    // What a sign-out or a suspension does: delete the session, publish, commit.
    const token = user.cookie.slice(`${SESSION_COOKIE}=`.length);
    await one.db.transaction().execute(async (db) => {
      await db.deleteFrom("sessions").where("idHash", "=", hashToken(token)).execute();
      await publishEvent(db, [user.id], { type: "session-ended" });
    });

    expect((await ending.next()).data).toEqual({ type: "session-ended" });
    await expect(ending.ended).resolves.toBeUndefined();
    await publishEvent(one.db, [user.id], redeemed("Still signed in"));
    expect((await staying.next()).data).toEqual(redeemed("Still signed in"));
  });

  it("refuses a stream without a signed-in session", async () => {
    const stream = open(one, null);
    await expect(stream.ended).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });

  it("tells the code's owner live that they are paired, with the partner's name", async () => {
    const owner = await createUser(one.db);
    const partner = await createUser(one.db, { firstName: "Robin", lastName: "Park" });
    const stream = open(one, owner);
    await stream.ready;

    const { body: pairCode } = await call<PairCode>(one.app, "POST", "/api/pair/generate", {
      user: owner,
    });
    const used = await call<Couple>(one.app, "POST", "/api/pair/use", {
      user: partner,
      body: { code: pairCode.code },
    });
    expect(used).toHaveStatus(200);

    expect((await stream.next()).data).toEqual({
      type: "paired",
      coupleId: used.body.id,
      partner: { firstName: "Robin", lastName: "Park", email: partner.email },
    });
  });
});

describe("publishing", () => {
  it("keeps one user's events in commit order, so a slower transaction's event is not skipped", async () => {
    const a = await createUser(one.db);
    const stream = open(one, a);
    await stream.ready;

    let commitSlow!: () => void;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowPublished!: () => void;
    const published = new Promise<void>((resolve) => (slowPublished = resolve));
    const slow = one.db.transaction().execute(async (db) => {
      await publishEvent(db, [a.id], redeemed("first"));
      slowPublished();
      await slowMayCommit;
    });
    await published;
    // Starts while the first is open; it must not get an id below the first's and commit before it.
    const fast = publishEvent(one.db, [a.id], redeemed("second"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitSlow();
    await Promise.all([slow, fast]);

    expect((await stream.next()).data).toEqual(redeemed("first"));
    expect((await stream.next()).data).toEqual(redeemed("second"));
  });
});

if (kind === "postgres") {
  describe("across processes (Postgres)", () => {
    let two: ApiProcess;
    beforeAll(async () => {
      two = await startApiProcess();
      instances.push(two);
    });

    it("delivers an event committed through one process to a subscriber on another", async () => {
      const owner = await createUser(one.db);
      const partner = await createUser(one.db, { firstName: "Sam" });
      const onTwo = open(two, owner);
      await onTwo.ready;

      const { body: pairCode } = await call<PairCode>(one.app, "POST", "/api/pair/generate", {
        user: owner,
      });
      const used = await call<Couple>(one.app, "POST", "/api/pair/use", {
        user: partner,
        body: { code: pairCode.code },
      });
      expect(used).toHaveStatus(200);
      expect((await onTwo.next()).data).toMatchObject({ type: "paired", coupleId: used.body.id });

      await publishEvent(one.db, [owner.id], redeemed("Across"));
      expect((await onTwo.next()).data).toEqual(redeemed("Across"));
    });

    it("listens again after its connection is lost, and delivers what was committed meanwhile", async () => {
      const a = await createUser(one.db);
      const stream = open(one, a);
      await stream.ready;
      const listeners = sql<{ pid: number }>`
        SELECT pid FROM pg_stat_activity
        WHERE application_name = ${NOTIFICATIONS_APPLICATION_NAME} AND datname = current_database()`;
      const before = (await listeners.execute(one.db)).rows.map((r) => r.pid);
      expect(before.length).toBeGreaterThanOrEqual(1);

      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${NOTIFICATIONS_APPLICATION_NAME} AND datname = current_database()`.execute(
        one.db,
      );
      await publishEvent(one.db, [a.id], redeemed("while deaf"));
      expect((await stream.next()).data).toEqual(redeemed("while deaf"));

      // Once a new LISTEN connection is up, notifications flow through it again.
      for (let i = 0; i < 100; i++) {
        const now = (await listeners.execute(one.db)).rows.map((r) => r.pid);
        if (now.length >= before.length && now.every((pid) => !before.includes(pid))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await publishEvent(one.db, [a.id], redeemed("heard again"));
      expect((await stream.next()).data).toEqual(redeemed("heard again"));
    });
  });
} else {
  describe("on the embedded database", () => {
    it("hears its commits on the pool, as a LISTEN-only connection hears nothing", async () => {
      const listener = new pg.Client({ connectionString });
      await listener.connect();
      const heard: string[] = [];
      listener.on("notification", (n) => heard.push(n.payload ?? ""));
      await listener.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
      const a = await createUser(one.db);
      const stream = open(one, a);
      await stream.ready;

      await publishEvent(one.db, [a.id], redeemed("Heard on the pool"));
      expect((await stream.next()).data).toEqual(redeemed("Heard on the pool"));
      await listener.query("SELECT 1");
      await listener.end();
      expect(heard).toEqual([]);
    });
  });
}
