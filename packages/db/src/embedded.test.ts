import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createDb } from "./create-db.js";
import { startEmbeddedPostgres } from "./embedded.js";
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
  }, 60_000);
});
