import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kyselyOn, type Db } from "./create-db.js";
import { createPGlite } from "./embedded.js";
import { inThisThread } from "./embedded-backend.js";
import { PGliteDialect } from "./pglite-dialect.js";

let pglite: Awaited<ReturnType<typeof createPGlite>>;
let db: Db;

beforeAll(async () => {
  pglite = await createPGlite();
  db = kyselyOn(new PGliteDialect(inThisThread(pglite)));
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
  it("sends a statement from outside a transaction only once the transaction has ended", async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    const outsider = db;
    await db.transaction().execute(async (db) => {
      await sql`INSERT INTO draft (id) VALUES (100)`.execute(db);
      outside = count(outsider).then((n) => {
        order.push("outside");
        return n;
      });
      await sleep(20);
      // The transaction's own statements are not held back by its hold.
      expect(await count(db)).toBe(1);
      order.push("commit");
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "outside"]);
    await sql`DELETE FROM draft`.execute(db);
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

describe("repeated statements on the in-process PGlite", () => {
  beforeAll(async () => {
    await sql`
      CREATE TABLE kinds (
        id int PRIMARY KEY, day date, at timestamptz, doc jsonb, tags text[], bytes bytea, ok boolean
      )
    `.execute(db);
  });

  const insert = (on: Db, id: number) =>
    on
      .insertInto("kinds" as never)
      .values({
        id,
        day: "2026-11-25",
        at: new Date("2026-11-25T06:00:00.000Z"),
        doc: JSON.stringify({ n: id, s: "ü" }),
        tags: ["a", "b c"],
        bytes: new Uint8Array([0, 1, 254, 255]),
        ok: id % 2 === 0,
      })
      .execute();
  const byId = (on: Db, id: number) =>
    sql<Record<string, unknown>>`SELECT * FROM kinds WHERE id = ${id}`.execute(on);
  const preparedTexts = async () =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)
    ).rows.map((r) => r.statement);

  it("are prepared once in the backend and answer as an unprepared query does", async () => {
    for (const id of [1, 2, 3]) await insert(db, id);
    const read = [];
    for (const id of [1, 2, 3]) read.push((await byId(db, id)).rows[0]);
    // The same text, sent unprepared through PGlite's own query, for comparison.
    const { rows: plain } = await pglite.query<Record<string, unknown>>(
      "SELECT * FROM kinds WHERE id = ANY($1) ORDER BY id",
      [[1, 2, 3]],
    );
    expect(read).toEqual(plain);
    expect(read[1]).toMatchObject({
      id: 2,
      day: "2026-11-25",
      doc: { n: 2, s: "ü" },
      tags: ["a", "b c"],
      ok: true,
    });
    expect((read[1] as { at: Date }).at.toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect([...(read[1] as { bytes: Uint8Array }).bytes]).toEqual([0, 1, 254, 255]);
    const texts = await preparedTexts();
    expect(texts.filter((t) => t === "SELECT * FROM kinds WHERE id = $1")).toHaveLength(1);
    expect(texts.some((t) => t.startsWith('insert into "kinds"'))).toBe(true);
  });

  it("report a failed statement with Postgres' code and leave the connection usable", async () => {
    const duplicate = await insert(db, 1).catch((error: { code?: string }) => error);
    expect(duplicate).toMatchObject({ code: "23505" });
    await expect(
      db.transaction().execute(async (db) => {
        await insert(db, 10);
        await insert(db, 10);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await byId(db, 10)).rows).toEqual([]);
    expect((await byId(db, 1)).rows).toHaveLength(1);
  });

  it("do not clash between two Kysely instances on one PGlite", async () => {
    const other = kyselyOn(new PGliteDialect(inThisThread(pglite)));
    expect((await byId(other, 3)).rows[0]).toMatchObject({ id: 3 });
    await insert(other, 4);
    expect((await byId(db, 4)).rows[0]).toMatchObject({ id: 4, ok: true });
  });
});
