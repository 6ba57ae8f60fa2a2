import { LIVE_STREAMS_PER_PERSON, type PublishedLiveEvent } from "@tandem/api-contract";
import { createDb, listenOnPool, listenToPostgres, type Db, type Notifications } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "../../../../test/database.js";
import { createUser, testEnv } from "../../../../test/helpers.js";
import { startTcpProxy, type TcpProxy } from "../../../../test/tcp-proxy.js";
import { mapDatabaseError } from "../../../http/database-unavailable.js";
import { openLiveStream, type LiveStream } from "../../../../test/live-stream.js";
import { buildApp } from "../../../build-app.js";
import { createMetrics } from "../../../metrics/metrics.js";
import { sample } from "../../../../test/metrics-text.js";
import { createSession, SESSION_COOKIE } from "../../../auth/sessions.js";
import { hashToken } from "../../../auth/tokens.js";
import { publishEvent } from "../publish.js";

const redeemed = (rewardTitle: string): PublishedLiveEvent => ({
  type: "partner-redeemed",
  rewardTitle,
});

/** Counts the statements that name `live_events`: the hub's reads of events. */
function countingEventReads(): { plugin: KyselyPlugin; count: () => number } {
  let count = 0;
  return {
    plugin: {
      transformQuery({ node }) {
        if (JSON.stringify(node).includes("live_events")) count++;
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    count: () => count,
  };
}

let db: Db;
let counted: Db;
let notifications: Notifications;
let app: FastifyInstance;
let url: string;
const reads = countingEventReads();
const metrics = createMetrics();
const scraped = async (name: string) => sample(await metrics.registry.metrics(), name);
const streams: LiveStream[] = [];

beforeAll(async () => {
  const connectionString = testDatabaseUrl();
  const kind = inject("databaseKind");
  db = createDb({ connectionString, max: kind === "embedded" ? 1 : 5 });
  notifications = kind === "postgres" ? listenToPostgres(connectionString) : listenOnPool(db);
  counted = db.withPlugin(reads.plugin);
  app = await buildApp({ db: counted, env: testEnv(), notifications, metrics });
  url = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(async () => {
  await app?.close();
  await notifications?.close();
  await db?.destroy();
});

function open(cookie: string): LiveStream {
  const stream = openLiveStream(url, cookie);
  streams.push(stream);
  return stream;
}

const hashOf = (cookie: string) => hashToken(cookie.slice(`${SESSION_COOKIE}=`.length));

/** A new session of the user: another device or browser. */
const anotherDevice = async (userId: string) =>
  `${SESSION_COOKIE}=${(await createSession(db, userId)).token}`;

describe("a person's live streams", () => {
  it(`ends the oldest when a person opens more than ${LIVE_STREAMS_PER_PERSON}, and keeps the rest`, async () => {
    const user = await createUser(db);
    const first = open(user.cookie);
    await first.ready;
    const others = [];
    for (let i = 1; i < LIVE_STREAMS_PER_PERSON; i++) others.push(open(user.cookie));
    await Promise.all(others.map((stream) => stream.ready));
    expect(await first.quietFor(100)).toEqual([]);

    const newest = open(await anotherDevice(user.id));
    await newest.ready;
    // The oldest is over (tRPC's `return`: its client does not reconnect).
    await expect(first.ended).resolves.toBeUndefined();
    const sentBefore = await scraped("tandem_live_events_sent_total");
    await publishEvent(db, [user.id], redeemed("To the five"));
    for (const stream of [...others, newest]) {
      expect((await stream.next()).data).toEqual(redeemed("To the five"));
    }
    // The metrics (decision 311): the streams open, one event sent to each.
    expect(await scraped("tandem_live_streams")).toBe(LIVE_STREAMS_PER_PERSON);
    expect((await scraped("tandem_live_events_sent_total")) - sentBefore).toBe(
      LIVE_STREAMS_PER_PERSON,
    );
    expect(first.received.map((e) => e.data.type)).toEqual(["ready"]);
  });

  it("reads a person's new events once for all of their streams, and a couple's once for both", async () => {
    const a = await createUser(db);
    const b = await createUser(db);
    const ofA = [open(a.cookie), open(a.cookie), open(await anotherDevice(a.id))];
    const ofB = [open(b.cookie), open(b.cookie)];
    await Promise.all([...ofA, ...ofB].map((stream) => stream.ready));
    // Each stream's start reads where it starts; wait until those are done.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const beforeOne = reads.count();
    await publishEvent(db, [a.id], redeemed("For A"));
    for (const stream of ofA) expect((await stream.next()).data).toEqual(redeemed("For A"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads.count() - beforeOne).toBe(1);

    const beforeCouple = reads.count();
    await publishEvent(db, [a.id, b.id], redeemed("For both"));
    for (const stream of [...ofA, ...ofB]) {
      expect((await stream.next()).data).toEqual(redeemed("For both"));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads.count() - beforeCouple).toBe(1);
    for (const stream of ofB) expect(await stream.quietFor(0)).toEqual([]);
  });

  it("ends a stream as soon as its session is deleted, with no event published", async () => {
    const user = await createUser(db);
    const other = await anotherDevice(user.id);
    const ending = open(user.cookie);
    const staying = open(other);
    await Promise.all([ending.ready, staying.ready]);

    await db
      .deleteFrom("sessions")
      .where("userId", "=", user.id)
      .where("idHash", "=", hashOf(user.cookie))
      .execute();
    expect((await ending.next()).data).toEqual({ type: "session-ended" });
    await expect(ending.ended).resolves.toBeUndefined();
    await publishEvent(db, [user.id], redeemed("Still here"));
    expect((await staying.next()).data).toEqual(redeemed("Still here"));
  });

  it("ends the streams of a deleted account at once", async () => {
    const user = await createUser(db);
    const stream = open(user.cookie);
    await stream.ready;
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    expect((await stream.next()).data).toEqual({ type: "session-ended" });
    await expect(stream.ended).resolves.toBeUndefined();
  });
});

if (inject("databaseKind") === "postgres") {
  describe("when Postgres goes away and comes back", () => {
    let proxy: TcpProxy;
    let throughProxy: Db;
    let listening: Notifications;
    let cut: FastifyInstance;
    let cutUrl: string;

    beforeAll(async () => {
      proxy = await startTcpProxy(testDatabaseUrl());
      throughProxy = createDb({ connectionString: proxy.url, max: 5, mapError: mapDatabaseError });
      listening = listenToPostgres(proxy.url);
      cut = await buildApp({ db: throughProxy, env: testEnv(), notifications: listening });
      cutUrl = await cut.listen({ port: 0, host: "127.0.0.1" });
    });
    afterAll(async () => {
      await cut?.close();
      await listening?.close();
      await throughProxy?.destroy();
      await proxy?.close();
    });

    it("keeps its streams open, and delivers what was committed meanwhile", async () => {
      const user = await createUser(db);
      const stream = openLiveStream(cutUrl, user.cookie);
      streams.push(stream);
      await stream.ready;

      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Committed elsewhere while this process cannot reach the database.
      await publishEvent(db, [user.id], redeemed("While away"));
      await proxy.restore();

      expect((await stream.next(20_000)).data).toEqual(redeemed("While away"));
      // The same stream: no error, no reconnect (one `ready`).
      expect(stream.received.filter((e) => e.data.type === "ready")).toHaveLength(1);
      await publishEvent(db, [user.id], redeemed("After"));
      expect((await stream.next()).data).toEqual(redeemed("After"));
    });
  });
}
