import { request } from "node:http";
import { LIVE_STREAMS_PER_PERSON, type PublishedLiveEvent } from "@tandem/api-contract";
import { createDb, listenOnPool, listenToPostgres, type Db, type Notifications } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { createUser, testEnv, type TestUser } from "../../../test/helpers.js";
import { hashToken } from "../../auth/tokens.js";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import { buildApp } from "../../build-app.js";
import { RECONNECT_AFTER_CLOSE_MS } from "./live-event-stream.js";
import { publishEvent } from "../../services/events/publish.js";

interface Server {
  app: FastifyInstance;
  db: Db;
  notifications: Notifications;
  origin: string;
}

/** An app on the test database with its own pool and live event hub. */
async function start(trpcFastPath: boolean): Promise<Server> {
  const connectionString = testDatabaseUrl();
  const kind = inject("databaseKind");
  const db = createDb({ connectionString, max: kind === "embedded" ? 1 : 5 });
  const notifications = kind === "postgres" ? listenToPostgres(connectionString) : listenOnPool(db);
  const env = testEnv({ TRPC_FAST_PATH: String(trpcFastPath) });
  const app = await buildApp({ db, env, notifications });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, db, notifications, origin };
}

let fast: Server;
let official: Server;
beforeAll(async () => {
  [fast, official] = [await start(true), await start(false)];
});
afterAll(async () => {
  for (const server of [fast, official]) {
    await server?.app.close();
    await server?.notifications.close();
    await server?.db.destroy();
  }
});

/** A raw `GET /trpc/events.stream`: the bytes as they come. */
function openRaw(origin: string, cookie: string | null, query = "", headers = {}) {
  let text = "";
  let ended = false;
  const changed = new Set<() => void>();
  const req = request(`${origin}/trpc/events.stream${query}`, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}), ...headers },
  });
  const head = new Promise<{ status: number; headers: Record<string, unknown> }>((resolve) =>
    req.on("response", (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        changed.forEach((check) => check());
      });
      res.on("end", () => {
        ended = true;
        changed.forEach((check) => check());
      });
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    }),
  );
  req.on("error", () => {});
  req.end();
  const until = (done: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what}; got ${JSON.stringify(text)}`)),
        10_000,
      );
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        changed.delete(check);
        resolve();
      };
      changed.add(check);
      check();
    });
  return {
    head,
    text: () => text,
    /** Until `count` events have arrived (`ready` is the first). */
    frames: (count: number) =>
      until(() => (text.match(/^id: /gm) ?? []).length >= count, `${count} events`),
    ended: () => until(() => ended, "the end of the stream"),
    close: () => req.destroy(),
  };
}

type Raw = ReturnType<typeof openRaw>;

type Observed = Awaited<ReturnType<typeof observe>>;

/** What a client sees, less what differs between two runs: event ids (by order), request ids. */
async function observe(stream: Raw) {
  const { status, headers } = await stream.head;
  const ids = new Map<string, string>();
  const body = stream
    .text()
    .replace(/^id: (\d+)$/gm, (_, id: string) => {
      if (!ids.has(id)) ids.set(id, `#${ids.size + 1}`);
      return `id: ${ids.get(id)}`;
    })
    .replace(/"requestId":"[^"]+"/g, '"requestId":"<id>"');
  const pick = ["content-type", "cache-control", "vary", "x-accel-buffering", "connection"];
  return { status, headers: Object.fromEntries(pick.map((h) => [h, headers[h]])), body };
}

const redeemed = (rewardTitle: string): PublishedLiveEvent => ({
  type: "partner-redeemed",
  rewardTitle,
});

/** Runs `scenario` on both servers, each with its own user, and compares what clients saw. */
async function sameOnBoth(scenario: (server: Server, user: TestUser) => Promise<Raw>) {
  const seen = [];
  for (const server of [official, fast]) {
    const stream = await scenario(server, await createUser(server.db, { firstName: "Robin" }));
    seen.push(await observe(stream));
    stream.close();
  }
  expect(seen[1]).toEqual(seen[0]);
  return seen[1]!;
}

describe("the live event stream without tRPC's adapter, against tRPC's adapter", () => {
  it("refuses a stream without a session the same way", async () => {
    const seen = await sameOnBoth(async (server) => {
      const stream = openRaw(server.origin, null);
      await stream.ended();
      return stream;
    });
    expect(seen.body).toContain("event: serialized-error");
    expect(seen.body).toContain('"code":"UNAUTHORIZED"');
  });

  it("refuses an input that is not JSON, or that the schema refuses, the same way", async () => {
    for (const input of ["%7Bnot%20json", encodeURIComponent('{"lastEventId":"abc"}')]) {
      const seen = await sameOnBoth(async (server, user) => {
        const stream = openRaw(server.origin, user.cookie, `?input=${input}`);
        await stream.ended();
        return stream;
      });
      expect(seen.body).toContain("event: serialized-error");
    }
  });

  it("sends ready, the events, then session-ended and the end, byte for byte", async () => {
    const seen = await sameOnBoth(async (server, user) => {
      const stream = openRaw(server.origin, user.cookie);
      await stream.frames(1);
      await publishEvent(server.db, [user.id], redeemed("One"));
      await publishEvent(server.db, [user.id], redeemed("Two"));
      await stream.frames(3);
      const token = user.cookie.slice(`${SESSION_COOKIE}=`.length);
      await server.db.transaction().execute(async (db) => {
        await db.deleteFrom("sessions").where("idHash", "=", hashToken(token)).execute();
        await publishEvent(db, [user.id], { type: "session-ended" });
      });
      await stream.ended();
      return stream;
    });
    expect(seen.body).toBe(
      [
        'event: connected\ndata: {"reconnectAfterInactivityMs":45000}\n\n\n',
        'data: {"type":"ready"}\nid: #1\n\n\n',
        'data: {"type":"partner-redeemed","rewardTitle":"One"}\nid: #2\n\n\n',
        'data: {"type":"partner-redeemed","rewardTitle":"Two"}\nid: #3\n\n\n',
        'data: {"type":"session-ended"}\nid: #3\n\n\n',
        "event: return\ndata: \n\n\n",
      ].join(""),
    );
    expect(seen.headers).toEqual({
      "content-type": "text/event-stream",
      "cache-control": "no-cache, no-transform",
      vary: "trpc-accept, accept",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
  });

  it("resumes from Last-Event-ID, and from lastEventId in the input, the same way", async () => {
    const resume = (how: "header" | "input") =>
      sameOnBoth(async (server, user) => {
        await publishEvent(server.db, [user.id], redeemed("Seen"));
        await publishEvent(server.db, [user.id], redeemed("Missed"));
        const seenId = await server.db
          .selectFrom("liveEvents")
          .select("id")
          .where("userId", "=", user.id)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        const stream =
          how === "header"
            ? openRaw(server.origin, user.cookie, "", { "last-event-id": String(seenId.id) })
            : openRaw(
                server.origin,
                user.cookie,
                `?input=${encodeURIComponent(JSON.stringify({ lastEventId: String(seenId.id) }))}`,
              );
        await stream.frames(2);
        return stream;
      });
    for (const how of ["header", "input"] as const) {
      expect((await resume(how)).body).toBe(
        [
          'event: connected\ndata: {"reconnectAfterInactivityMs":45000}\n\n\n',
          'data: {"type":"ready"}\nid: #1\n\n\n',
          'data: {"type":"partner-redeemed","rewardTitle":"Missed"}\nid: #2\n\n\n',
        ].join(""),
      );
    }
  });

  it(`ends the oldest of ${LIVE_STREAMS_PER_PERSON + 1} streams with tRPC's return, the same way`, async () => {
    const seen = await sameOnBoth(async (server, user) => {
      const oldest = openRaw(server.origin, user.cookie);
      await oldest.frames(1);
      const others = Array.from({ length: LIVE_STREAMS_PER_PERSON }, () =>
        openRaw(server.origin, user.cookie),
      );
      await Promise.all(others.map((stream) => stream.frames(1)));
      await oldest.ended();
      others.forEach((stream) => stream.close());
      return oldest;
    });
    expect(seen.body).toMatch(/id: #1\n\n\nevent: return\ndata: \n\n\n$/);
  });
});

describe("when the server closes", () => {
  it("ends its streams with no further event, so their clients reconnect to another process", async () => {
    const seen = [];
    for (const trpcFastPath of [false, true]) {
      const server = await start(trpcFastPath);
      const user = await createUser(server.db);
      const stream = openRaw(server.origin, user.cookie);
      await stream.frames(1);
      await server.app.close();
      await stream.ended();
      await server.notifications.close();
      await server.db.destroy();
      seen.push(await observe(stream));
    }
    const [adapter, ours] = seen as [Observed, Observed];
    const events =
      'event: connected\ndata: {"reconnectAfterInactivityMs":45000}\n\n\ndata: {"type":"ready"}\nid: #1\n\n\n';
    expect(adapter.body).toBe(events);
    // The same, then a hint to reconnect within 0.25 to 1.25 s (EventSource's `retry`),
    // which tRPC's adapter does not send (TRPC_FAST_PATH=false).
    expect({ ...ours, body: "" }).toEqual({ ...adapter, body: "" });
    const hint = /^retry: (\d+)\n\n$/.exec(ours.body.slice(events.length));
    expect(ours.body.startsWith(events)).toBe(true);
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(RECONNECT_AFTER_CLOSE_MS);
    expect(Number(hint?.[1])).toBeLessThan(RECONNECT_AFTER_CLOSE_MS + 1000);
  });
});
