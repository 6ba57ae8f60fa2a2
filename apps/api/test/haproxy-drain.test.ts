import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { createUser } from "./helpers.js";
import { freePort, startServerProcess } from "./server-process.js";
// @ts-expect-error: a plain .mjs script without types (used by scripts/cluster.mjs too)
import { haproxyPath, startHaproxy } from "../scripts/haproxy.mjs";

/** A server process from the source, on the run's Postgres. */
const startServer = (port: number, publicUrl: string, databaseUrl: string) =>
  startServerProcess({
    port,
    env: {
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY_HOPS: "1",
      SHUTDOWN_DRAIN_SECONDS: "4",
    },
  });

// Two processes share only a real Postgres; HAProxy is Debian's package (.ci/run installs it).
describe.runIf(inject("databaseKind") === "postgres" && haproxyPath() !== null)(
  "two processes behind HAProxy with the reference config",
  () => {
    it("loses no request while one process is stopped with SIGTERM", async () => {
      const [front, portA, portB] = [await freePort(), await freePort(), await freePort()];
      const publicUrl = `http://localhost:${front}`;
      // A database of its own next to the run's (the processes run reminders and housekeeping).
      const url = new URL(testDatabaseUrl());
      const name = `${url.pathname.slice(1)}_haproxy`;
      const admin = createDb({ connectionString: testDatabaseUrl(), max: 1 });
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
      await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
      await admin.destroy();
      url.pathname = `/${name}`;
      const a = startServer(portA, publicUrl, url.toString());
      const b = startServer(portB, publicUrl, url.toString());
      const db = createDb({ connectionString: url.toString(), max: 1 });
      let proxy: { stop(): Promise<void> } | null = null;
      try {
        proxy = (await startHaproxy({
          port: front,
          targets: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
        })) as { stop(): Promise<void> };
        await Promise.all([a.answering(), b.answering()]);
        const user = await createUser(db);
        // Both in rotation (HAProxy's checks see them ready).
        await new Promise((r) => setTimeout(r, 2500));

        const failures: string[] = [];
        const served = { total: 0 };
        let running = true;
        const worker = async (n: number) => {
          for (let i = 0; running; i++) {
            // Signed-in reads and writes, over REST and tRPC.
            const kind = (n + i) % 3;
            try {
              const response =
                kind === 0
                  ? await fetch(`http://127.0.0.1:${front}/api/user/location`, {
                      method: "POST",
                      headers: {
                        "content-type": "application/json",
                        origin: publicUrl,
                        cookie: user.cookie,
                      },
                      body: JSON.stringify({ location: "Porto" }),
                    })
                  : await fetch(
                      `http://127.0.0.1:${front}/${kind === 1 ? "api/auth/user" : "trpc/user.me"}`,
                      { headers: { cookie: user.cookie } },
                    );
              await response.arrayBuffer();
              if (response.status !== 200) failures.push(`${response.status}`);
              served.total++;
            } catch (error) {
              failures.push(String((error as Error).cause ?? error));
            }
          }
        };
        const workers = Array.from({ length: 6 }, (_, n) => worker(n));
        await new Promise((r) => setTimeout(r, 1000));
        const before = served.total;
        a.child.kill("SIGTERM");
        expect(await a.exited).toBe(0);
        // And a while after it is gone.
        await new Promise((r) => setTimeout(r, 1500));
        running = false;
        await Promise.all(workers);

        console.info(
          `through HAProxy: ${served.total - before} requests from the SIGTERM on, ${failures.length} failed`,
        );
        expect(failures).toEqual([]);
        expect(served.total - before).toBeGreaterThan(50);
      } finally {
        for (const server of [a, b])
          if (server.child.exitCode === null) server.child.kill("SIGTERM");
        await Promise.all([a.exited, b.exited]);
        await proxy?.stop();
        await db.destroy();
      }
    }, 600_000);
  },
);
