import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kyselyOn, type Db } from "./create-db.js";
import { createPGlite } from "./embedded.js";
import { PGliteDialect } from "./pglite-dialect.js";

let pglite: Awaited<ReturnType<typeof createPGlite>>;
let db: Db;

beforeAll(async () => {
  pglite = await createPGlite();
  db = kyselyOn(new PGliteDialect(pglite));
  await sql`CREATE TABLE draft (id int)`.execute(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await pglite?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = async (on: Db) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM draft`.execute(on)).rows[0]!.n);

describe("the in-process PGlite dialect", () => {
  it("hands the one connection to the longest waiter: no newcomer takes it in between", async () => {
    const driver = new PGliteDialect(pglite).createDriver();
    const first = await driver.acquireConnection();
    const waiter = driver.acquireConnection();
    // A newcomer asking in the same tick as the release (before the waiter has run on).
    void driver.releaseConnection(first);
    const newcomer = driver.acquireConnection().then(() => "newcomer");
    const held = await waiter;
    // The waiter holds it now; the newcomer gets it only when the waiter lets go.
    expect(await Promise.race([newcomer, sleep(50).then(() => "still waiting")])).toBe(
      "still waiting",
    );
    await driver.releaseConnection(held);
    expect(await newcomer).toBe("newcomer");
  });

  it("keeps a transaction's rows from queries outside it until it ends", async () => {
    const transactions = Array.from({ length: 5 }, (_, i) =>
      db
        .transaction()
        .execute(async (db) => {
          await sql`INSERT INTO draft (id) VALUES (${i})`.execute(db);
          await sleep(2);
          expect(await count(db)).toBe(1);
          throw new Error("roll back");
        })
        .catch((error: Error) => expect(error.message).toBe("roll back")),
    );
    const outside = Array.from({ length: 20 }, async (_, i) => {
      await sleep(i % 5);
      return count(db);
    });
    const [, seen] = await Promise.all([Promise.all(transactions), Promise.all(outside)]);
    expect(seen.every((n) => n === 0)).toBe(true);
  });

  it("reads dates as calendar days and bigints as numbers, as the pg pool does", async () => {
    const { rows } = await sql<{ day: unknown; big: unknown }>`
      SELECT '2026-03-01'::date AS day, 42::bigint AS big
    `.execute(db);
    expect(rows[0]).toEqual({ day: "2026-03-01", big: 42 });
  });
});
