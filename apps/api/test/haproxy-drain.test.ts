import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { createUser } from "./helpers.js";
// @ts-expect-error: a plain .mjs script without types (used by scripts/cluster.mjs too)
import { haproxyPath, startHaproxy } from "../scripts/haproxy.mjs";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A server process from the source, on the run's Postgres. */
function startServer(port: number, publicUrl: string, databaseUrl: string) {
  const child = spawn(
    process.execPath,
    ["--conditions=@tandem/source", "--import", "tsx", "src/server.ts"],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl,
        TRUST_PROXY_HOPS: "1",
        WEB_DIST_DIR: "",
        LOG_LEVEL: "warn",
        SHUTDOWN_DRAIN_SECONDS: "4",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const ready = (async () => {
    for (let i = 0; i < 2400; i++) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`never answered:\n${output}`);
  })();
  return { child, ready, exited };
}

// Two processes share only a real Postgres; HAProxy is Debian's package (.ci/run installs it).
describe.runIf(inject("databaseKind") === "postgres" && haproxyPath() !== null)(
  "two processes behind HAProxy with the reference config",
  () => {
    it("loses no request while one process is stopped with SIGTERM", async () => {
      const [front, portA, portB] = [await freePort(), await freePort(), await freePort()];
      const publicUrl = `http://localhost:${front}`;
      // A database of its own next to the run's (the processes run reminders and housekeeping).
      const url = new URL(inject("databaseUrl"));
      const name = `${url.pathname.slice(1)}_haproxy`;
      const admin = createDb({ connectionString: inject("databaseUrl"), max: 1 });
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
        await Promise.all([a.ready, b.ready]);
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
