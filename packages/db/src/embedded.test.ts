import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "./create-db.js";
import { createPGlite, startEmbeddedPostgres } from "./embedded.js";
import { sql } from "kysely";

describe("the embedded database served for tests", () => {
  it("listens on a Unix socket in a directory only this user can enter", async () => {
    const embedded = await startEmbeddedPostgres({ maxConnections: 2 });
    try {
      const url = new URL(embedded.connectionString);
      expect(url.hostname).toBe("");
      expect(url.port).toBe("");
      expect(url.searchParams.get("host")).toBe(embedded.socketDir);
      expect(statSync(embedded.socketDir).mode & 0o777).toBe(0o700);
      const db = createDb({ connectionString: embedded.connectionString, max: 1 });
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows[0]?.one).toBe(1);
      await db.destroy();
    } finally {
      await embedded.stop();
    }
    // Starting PGlite (WASM) takes seconds while the package's other test files start theirs.
  }, 120_000);
});

describe("the embedded database", () => {
  it("makes a new data directory and opens it with the embedded settings", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tandem-embedded-test-"));
    try {
      let pglite = await createPGlite(dataDir);
      await pglite.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7);");
      const settings = await pglite.query<{ name: string; setting: string; unit: string | null }>(
        "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'max_connections', 'maintenance_work_mem') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: "maintenance_work_mem", setting: "16384", unit: "kB" },
        { name: "max_connections", setting: "5", unit: null },
        { name: "shared_buffers", setting: "2048", unit: "8kB" },
      ]);
      await pglite.close();
      expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      pglite = await createPGlite(dataDir);
      expect((await pglite.query<{ n: number }>("SELECT n FROM kept")).rows).toEqual([{ n: 7 }]);
      await pglite.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("makes an in-memory database the same way", async () => {
    const pglite = await createPGlite();
    try {
      const { rows } = await pglite.query<{ shared_buffers: string }>("SHOW shared_buffers");
      expect(rows).toEqual([{ shared_buffers: "16MB" }]);
      expect((await pglite.query("SELECT count(*)::int AS n FROM pg_database")).rows).toEqual([
        { n: 3 },
      ]);
    } finally {
      await pglite.close();
    }
  }, 120_000);
});
