import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kyselyOn, type Db } from "./create-db.js";
import type { EmbeddedBackend } from "./embedded-backend.js";
import { startEmbeddedThread } from "./embedded-thread.js";
import { listenToEmbedded } from "./notifications.js";
import { PGliteDialect } from "./pglite-dialect.js";
import { isDatabaseUnavailable } from "./watched-dialect.js";

let backend: EmbeddedBackend;
let db: Db;

beforeAll(async () => {
  backend = await startEmbeddedThread();
  db = kyselyOn(new PGliteDialect(backend));
  await sql`
    CREATE TABLE kinds (
      id int PRIMARY KEY, day date, at timestamptz, doc jsonb, tags text[], bytes bytea,
      ok boolean, big bigint
    )
  `.execute(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await backend?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the embedded database in a worker thread", () => {
  it("takes every kind of value and answers them as the pg pool reads them", async () => {
    await db
      .insertInto("kinds" as never)
      .values({
        id: 1,
        day: "2026-11-25",
        at: new Date("2026-11-25T06:00:00.000Z"),
        doc: JSON.stringify({ n: 1, s: "ü" }),
        tags: ["a", "b c"],
        bytes: Buffer.from([0, 1, 254, 255]),
        ok: true,
        big: 9_007_199_254,
      })
      .execute();
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM kinds WHERE id = ${1}`.execute(db);
    expect(rows).toEqual([
      {
        id: 1,
        day: "2026-11-25",
        at: new Date("2026-11-25T06:00:00.000Z"),
        doc: { n: 1, s: "ü" },
        tags: ["a", "b c"],
        bytes: new Uint8Array([0, 1, 254, 255]),
        ok: true,
        big: 9_007_199_254,
      },
    ]);
  });

  it("reports a failed statement with Postgres' fields, and goes on", async () => {
    const duplicate = await sql`INSERT INTO kinds (id) VALUES (${1})`
      .execute(db)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "kinds_pkey", table: "kinds" });
    expect((duplicate as Error).message).toMatch(/duplicate key/);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kinds`.execute(db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("refuses a value a thread cannot be sent, and sends nothing", async () => {
    await expect(backend.run("SELECT $1::int AS f", [() => 1])).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it("runs statements sent at once in the order sent", async () => {
    await sql`CREATE TABLE arrivals (n int, at serial)`.execute(db);
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => sql`INSERT INTO arrivals (n) VALUES (${n})`.execute(db)),
    );
    const { rows } = await sql<{ n: number }>`SELECT n FROM arrivals ORDER BY at`.execute(db);
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it("keeps a transaction's rows from statements outside it, sent while it runs", async () => {
    const outside: Promise<number>[] = [];
    const outsider = db;
    const countKinds = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM kinds`.execute(outsider)).rows[0]!.n;
    await db
      .transaction()
      .execute(async (db) => {
        await sql`INSERT INTO kinds (id) VALUES (${2})`.execute(db);
        for (let i = 0; i < 10; i++) {
          outside.push(countKinds());
          await sleep(1);
        }
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    expect(await Promise.all(outside)).toEqual(Array.from({ length: 10 }, () => 1));
  });

  it("tells a listener each NOTIFY until it stops listening", async () => {
    const heard: string[] = [];
    const unsubscribe = await listenToEmbedded(backend).subscribe("tandem_test", {
      onPayload: (payload) => heard.push(payload),
    });
    await sql`SELECT pg_notify('tandem_test', 'first')`.execute(db);
    await sleep(20);
    await unsubscribe();
    await sql`SELECT pg_notify('tandem_test', 'second')`.execute(db);
    await sleep(20);
    expect(heard).toEqual(["first"]);
  });
});

describe("the embedded database's thread", () => {
  it("keeps its data in a folder across a close and a new start", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tandem-thread-"));
    try {
      const first = await startEmbeddedThread(dataDir);
      await first.run("CREATE TABLE kept (word text)", []);
      await first.run("INSERT INTO kept VALUES ($1)", ["still here"]);
      await first.close();
      const afterClose = await first.run("SELECT 1", []).catch((error: unknown) => error);
      expect(afterClose).toBeInstanceOf(Error);
      expect((afterClose as Error).message).toMatch(/thread ended/);
      // What the server answers then: 503, the database unreachable, not 500.
      expect(isDatabaseUnavailable(afterClose)).toBe(true);
      const second = await startEmbeddedThread(dataDir);
      expect((await second.run("SELECT word FROM kept", [])).rows).toEqual([
        { word: "still here" },
      ]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("fails to start in words when its folder cannot hold a database", async () => {
    const parent = mkdtempSync(join(tmpdir(), "tandem-thread-"));
    const notAFolder = join(parent, "a-file");
    writeFileSync(notAFolder, "");
    try {
      await expect(startEmbeddedThread(notAFolder)).rejects.toThrow(
        /EEXIST|ENOTDIR|not a directory/,
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
