import { request } from "node:http";
import { connect } from "node:net";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { migrations } from "../../../packages/db/src/migrations/index.js";
import { freePort, startServerProcess } from "./server-process.js";

/** The server process, from its source, on a free port. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  return { ...startServerProcess({ port, env: { DATA_DIR: "memory://", ...env } }), port };
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

describe("a graceful shutdown", () => {
  it("stops taking connections at SIGTERM and finishes the request in flight, then exits 0", async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: "0" });
    await server.answering("/api/health");
    const body = JSON.stringify({ email: `drain-${Date.now()}@example.test` });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/waitlist",
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      // Half the body now: the request is in flight when the signal comes.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(server.child.exitCode).toBeNull();
    expect(await accepts(server.port)).toBe(false);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(await server.exited).toBe(0);
  }, 300_000);
});

describe("draining at SIGTERM", () => {
  it("answers readiness 503 for the drain time while serving the rest, then closes and exits 0", async () => {
    const server = await startServer({
      SHUTDOWN_DRAIN_SECONDS: "3",
      SHUTDOWN_TIMEOUT_SECONDS: "5",
    });
    await server.answering("/api/health");
    const origin = `http://127.0.0.1:${server.port}`;
    const status = async (path: string) => (await fetch(`${origin}${path}`)).status;
    expect(await status("/api/health/ready")).toBe(200);
    expect(await status("/api/health/live")).toBe(200);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const during: Record<string, number> = {};
    for (const path of [
      "/api/health/ready",
      "/api/health",
      "/api/health/live",
      "/api/openapi.json",
    ])
      during[path] = await status(path);
    const ready = await fetch(`${origin}/api/health/ready`);
    const waitlist = await fetch(`${origin}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${server.port}` },
      body: JSON.stringify({ email: `draining-${Date.now()}@example.test` }),
    });
    expect(Date.now() - signalled).toBeLessThan(2500);
    expect(during).toEqual({
      "/api/health/ready": 503,
      "/api/health": 503,
      "/api/health/live": 200,
      "/api/openapi.json": 200,
    });
    expect(ready.headers.get("retry-after")).toBe("1");
    expect(await ready.json()).toEqual({
      message: "This server is shutting down. Try again in a moment.",
      code: "SERVICE_UNAVAILABLE",
    });
    expect(waitlist).toHaveStatus(200);
    // After the drain: no new connections, then the exit, 0.
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
    expect(await accepts(server.port)).toBe(false);
  }, 300_000);
});

// Processes share only a real Postgres (PGlite lives inside one process): this runs in the
// API suite's Postgres pass (TEST_DATABASE_URL), as CI runs it.
describe.runIf(inject("databaseKind") === "postgres")("two processes started at once", () => {
  it("both serve an empty database once one has migrated it, each migration applied once", async () => {
    // An empty database of its own next to the run's: <run's database>_startup.
    const url = new URL(testDatabaseUrl());
    const name = `${url.pathname.slice(1)}_startup`;
    const admin = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    url.pathname = `/${name}`;
    const fresh = createDb({ connectionString: url.toString(), max: 1 });
    const servers = await Promise.all(
      [0, 1].map(() => startServer({ DATABASE_URL: url.toString(), DEMO_DATA: "true" })),
    );
    try {
      await Promise.all(servers.map((s) => s.answering("/api/health")));
      const applied = await sql<{ name: string }>`
        SELECT name FROM kysely_migration ORDER BY name
      `.execute(fresh);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
      const demo = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM users WHERE email LIKE '%@tandem.demo'
      `.execute(fresh);
      expect(demo.rows[0]!.n).toBe(7);
      for (const server of servers) {
        const me = await fetch(`http://127.0.0.1:${server.port}/api/auth/user`);
        expect(me).toHaveStatus(401);
      }
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((s) => s.exited));
      await fresh.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    }
  }, 180_000);
});
