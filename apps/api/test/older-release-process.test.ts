// The server process itself on a schema a newer release migrated (decision 321): it logs each
// migration it runs, starts and answers ready on an additive schema, and exits 1 with words
// naming the release to run on a contracted one.
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@tandem/db";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { startEnv } from "../../../scripts/start-env.mjs";
import { RELEASE } from "../src/release.js";
import { API_DIR, freePort, startServerProcess } from "./server-process.js";

const work = mkdtempSync(join(tmpdir(), "tandem-older-release-"));
const dataDir = join(work, "pglite");
afterAll(() => rm(work, { recursive: true, force: true }));

/** The server from its source on `dataDir`; resolves when it is ready or has exited. */
async function startServer() {
  const port = await freePort();
  const server = startServerProcess({
    port,
    env: {
      ...startEnv(API_DIR, {}),
      WEB_DIST_DIR: "",
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });
  // The banner says it listens; the log line can come after it (pino writes asynchronously).
  const started = () =>
    server.output().includes("Tandem is running") &&
    server.output().includes(`on schema ${RELEASE.schema}"`);
  for (let i = 0; i < 900 && server.child.exitCode === null && !started(); i++)
    await new Promise((r) => setTimeout(r, 100));
  return { ...server, ready: () => fetch(`${server.origin}/api/health/ready`) };
}

/** Records a migration a newer release applied: its name and kind, as that release would. */
async function newerMigration(name: string, kind: "expand" | "contract", release: string) {
  const opened = await openDatabase({ dataDir });
  try {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, now())`.execute(
      opened.db,
    );
    await sql`INSERT INTO tandem_migration (name, kind, release)
      VALUES (${name}, ${kind}, ${release})`.execute(opened.db);
  } finally {
    await opened.close();
  }
}

// The embedded database only, and once: not again in the run with TEST_DATABASE_URL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a release started on a database a newer release migrated",
  () => {
    it("logs each migration, serves an additive schema and refuses a contracted one", async () => {
      const first = await startServer();
      expect(first.output()).toMatch(
        /"migration":"2026_11_21_2340_initial","kind":"expand","ms":\d+/,
      );
      expect(first.output()).toContain(
        `"msg":"Tandem ${RELEASE.version} on schema ${RELEASE.schema}"`,
      );
      expect(first.output()).toContain(
        `Release: Tandem ${RELEASE.version}, schema ${RELEASE.schema}`,
      );
      expect(await first.stop()).toBe(0);

      await newerMigration("2099_01_01_0000_newer_expand", "expand", "9.1.0");
      const onExpanded = await startServer();
      const ready = await onExpanded.ready();
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, ...RELEASE });
      // Nothing ran this time, so nothing is logged as applied.
      expect(onExpanded.output()).not.toContain('"migration":');
      expect(await onExpanded.stop()).toBe(0);

      await newerMigration("2099_01_01_0100_newer_contract", "contract", "9.2.0");
      const onContracted = await startServer();
      expect(await onContracted.exited).toBe(1);
      expect(onContracted.output()).toContain(
        "This database was migrated by Tandem 9.2.0 and needs Tandem >= 9.2.0: run that version.",
      );
    }, 240_000);
  },
);
