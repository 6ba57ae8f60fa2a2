import { sql, type CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kyselyOn, type Db } from "./create-db.js";
import { createPGlite } from "./embedded.js";
import { inThisThread } from "./embedded-backend.js";
import { PGliteDialect } from "./pglite-dialect.js";
import { watchDialect } from "./watched-dialect.js";

let pglite: Awaited<ReturnType<typeof createPGlite>>;
let db: Db;
const heard: { seconds: number; failed: boolean; sql: string }[] = [];

class Refused extends Error {}

beforeAll(async () => {
  pglite = await createPGlite();
  db = kyselyOn(new PGliteDialect(inThisThread(pglite)), {
    onQuery: (seconds, failed, query: CompiledQuery) =>
      heard.push({ seconds, failed, sql: query.sql }),
    mapError: (error) => new Refused(`mapped: ${(error as Error).message}`),
  });
  await sql`CREATE TABLE note (id int PRIMARY KEY)`.execute(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await pglite?.close();
});

describe("a watched database", () => {
  it("tells each statement's duration, BEGIN and COMMIT included", async () => {
    heard.length = 0;
    await db.transaction().execute(async (db) => {
      await sql`INSERT INTO note (id) VALUES (1)`.execute(db);
    });
    expect(heard.map((h) => h.sql.split(" ")[0]!.toLowerCase())).toEqual([
      "begin",
      "insert",
      "commit",
    ]);
    for (const statement of heard) {
      expect(statement.failed).toBe(false);
      expect(statement.seconds).toBeGreaterThanOrEqual(0);
      expect(statement.seconds).toBeLessThan(10);
    }
  });

  it("tells a failed statement as failed and throws its mapped error", async () => {
    heard.length = 0;
    const duplicate = sql`INSERT INTO note (id) VALUES (1)`.execute(db);
    await expect(duplicate).rejects.toThrow(Refused);
    await expect(duplicate).rejects.toThrow(/mapped: duplicate key/);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.failed).toBe(true);
  });

  it("rolls back through the same watch when the transaction throws", async () => {
    heard.length = 0;
    await expect(
      db.transaction().execute(async (db) => {
        await sql`INSERT INTO note (id) VALUES (2)`.execute(db);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(heard.map((h) => h.sql.split(" ")[0]!.toUpperCase())).toEqual([
      "BEGIN",
      "INSERT",
      "ROLLBACK",
    ]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM note`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });

  it("hands out one wrapper per connection, not a new one for every statement", async () => {
    const driver = watchDialect(new PGliteDialect(inThisThread(pglite)), {
      onQuery: () => {},
    }).createDriver();
    const first = await driver.acquireConnection();
    await driver.releaseConnection(first);
    const again = await driver.acquireConnection();
    await driver.releaseConnection(again);
    expect(again).toBe(first);
  });
});
