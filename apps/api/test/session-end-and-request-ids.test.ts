import { ACCOUNT_DELETE_CONFIRMATION } from "@tandem/api-contract";
import { createDb } from "@tandem/db";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { loggerOptions } from "../src/http/log-redaction.js";
import { call, createUser, PUBLIC_URL, testEnv, useTestApp } from "./helpers.js";

const t = useTestApp();
const CLEARED = '"cache", "storage"';

describe("ending a session clears what the browser kept (decision 257)", () => {
  it("sends Clear-Site-Data on sign out, sign out everywhere and deletion, over REST and tRPC", async () => {
    const signOut = await call(t.app, "POST", "/api/logout", {
      user: await createUser(t.db),
      headers: { origin: PUBLIC_URL },
    });
    expect(signOut).toHaveStatus(302);
    expect(signOut.headers["clear-site-data"]).toBe(CLEARED);
    for (const url of ["/api/user/sign-out-everywhere", "/trpc/user.signOutEverywhere"]) {
      const res = await call(t.app, "POST", url, {
        user: await createUser(t.db),
        headers: { origin: PUBLIC_URL },
        body: {},
      });
      expect(res, url).toHaveStatus(200);
      expect(res.headers["clear-site-data"], url).toBe(CLEARED);
    }
    const deleted = await call(t.app, "POST", "/api/account/delete", {
      user: await createUser(t.db),
      headers: { origin: PUBLIC_URL },
      body: { confirmation: ACCOUNT_DELETE_CONFIRMATION },
    });
    expect(deleted).toHaveStatus(200);
    expect(deleted.headers["clear-site-data"]).toBe(CLEARED);
  });

  it("clears nothing on other calls, or when signing out everywhere is refused", async () => {
    const user = await createUser(t.db);
    const me = await call(t.app, "GET", "/api/auth/user", { user });
    expect(me).toHaveStatus(200);
    expect(me.headers["clear-site-data"]).toBeUndefined();
    const signedOut = await call(t.app, "POST", "/api/user/sign-out-everywhere", {
      headers: { origin: PUBLIC_URL },
    });
    expect(signedOut).toHaveStatus(401);
    expect(signedOut.headers["clear-site-data"]).toBeUndefined();
  });
});

describe("request ids", () => {
  it("are the server's own; a caller's id is logged beside it as clientRequestId", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp(
      { db, env: testEnv({ LOG_LEVEL: "info" }) },
      { logger: loggerOptions("info", stream) },
    );
    try {
      const res = await app.inject({
        url: "/api/health",
        headers: { "x-request-id": "someone-elses-request" },
      });
      const id = res.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const mine = logged.filter((line) => line.reqId === id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((line) => line.clientRequestId === "someone-elses-request")).toBe(true);
      expect(logged.some((line) => line.reqId === "someone-elses-request")).toBe(false);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
