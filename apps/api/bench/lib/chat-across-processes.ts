import { performance } from "node:perf_hooks";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { percentile } from "./load.js";
import { resetDatabase } from "./postgres.js";
import { freePort, startApi, type Child } from "./processes.js";
import { openSseClient, type SseClient } from "./sse-clients.js";
import { STREAMS_SECTION } from "./streams.js";
import type { Row } from "./table.js";

/**
 * A chat message from a person on one API process to a person on another (two processes on
 * one Postgres): from the REST send to its arrival on the other's stream, `messages` of them,
 * alternating directions. The per-account send limit is cleared before each (outside the
 * timing).
 */
export async function measureChat(options: {
  serverUrl: string;
  prefix: string;
  messages: number;
}): Promise<Row> {
  const url = await resetDatabase(options.serverUrl, `${options.prefix}_chat`);
  const ports = [await freePort(), await freePort()];
  const apis: Child[] = [];
  const clients: SseClient[] = [];
  const db = createDb({ connectionString: url, max: 2 });
  try {
    apis.push(await startApi(ports[0]!, { DATABASE_URL: url }));
    apis.push(await startApi(ports[1]!, { DATABASE_URL: url }));
    const origins = ports.map((port) => `http://127.0.0.1:${port}`);
    const people = await Promise.all(
      ["Ann", "Ben"].map(async (nickname, i) => {
        const user = await db
          .insertInto("users")
          .values({ email: `${nickname.toLowerCase()}@bench.test`, userType: "single" })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("matchingProfiles")
          .values({ userId: user.id, nickname, gender: "female", ageGroup: "28-32" })
          .execute();
        const token = `bench-chat-${nickname}`;
        await sql`INSERT INTO sessions (id_hash, user_id, expires_at)
                  VALUES (encode(sha256(convert_to(${token}, 'UTF8')), 'hex'), ${user.id}, now() + interval '1 day')`.execute(
          db,
        );
        return { id: user.id, cookie: `tandem_session=${token}`, origin: origins[i]! };
      }),
    );
    const [a, b] =
      people[0]!.id < people[1]!.id ? [people[0]!, people[1]!] : [people[1]!, people[0]!];
    const match = await db
      .insertInto("matches")
      .values({ userAId: a.id, userBId: b.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    const arrivals = new Map<string, (at: number) => void>();
    for (const person of people) {
      const client = await openSseClient(person.origin, person.cookie);
      client.onData = (data, at) => {
        const body = /"body":"(chat-\d+)"/.exec(data)?.[1];
        if (body) arrivals.get(body)?.(at);
      };
      clients.push(client);
    }
    const latencies: number[] = [];
    for (let i = 0; i < options.messages; i++) {
      const from = people[i % 2]!;
      await db.deleteFrom("rateLimits").where("key", "=", `chat-send:${from.id}`).execute();
      const body = `chat-${i}`;
      const arrived = new Promise<number>((resolve, reject) => {
        arrivals.set(body, resolve);
        setTimeout(() => reject(new Error(`${body} never arrived`)), 10_000).unref();
      });
      const started = performance.now();
      const res = await fetch(`${from.origin}/api/chat/${match.id}/messages`, {
        method: "POST",
        headers: { cookie: from.cookie, "content-type": "application/json", origin: from.origin },
        body: JSON.stringify({ body }),
      });
      if (res.status !== 201) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      latencies.push((await arrived) - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    latencies.sort((x, y) => x - y);
    const at = (p: number) => percentile(latencies, p);
    return {
      section: STREAMS_SECTION,
      label: `a chat message from one process to a reader on another (REST send → their stream), ${options.messages} messages`,
      result: {
        rps: NaN,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        total: latencies.length,
        statuses: {},
        errors: 0,
      },
      goal: { ok: at(0.99) <= 50, text: "p99 ≤ 50 ms" },
    };
  } finally {
    clients.forEach((client) => client.close());
    await db.destroy();
    await Promise.all(apis.map((api) => api.stop()));
  }
}
