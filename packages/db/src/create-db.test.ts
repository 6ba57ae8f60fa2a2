import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, NO_PREPARED_STATEMENTS, type Db } from "./create-db.js";

// A real Postgres (TEST_DATABASE_URL, as the API's suite); skipped without one.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("createDb on a real Postgres", () => {
  const opened: Db[] = [];
  const open = (parameter?: string) => {
    const connectionString = parameter
      ? `${url}${url!.includes("?") ? "&" : "?"}${parameter}`
      : url!;
    const db = createDb({ connectionString, max: 1 });
    opened.push(db);
    return db;
  };
  afterAll(() => Promise.all(opened.map((db) => db.destroy())));

  const preparedTexts = async (db: Db) =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)
    ).rows.map((row) => row.statement);

  it("prepares a repeated query once per connection and binds each call's values", async () => {
    const db = open();
    const double = (n: number) =>
      sql<{ doubled: number }>`SELECT ${n}::int * 2 AS doubled`.execute(db);
    expect((await double(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await double(21)).rows).toEqual([{ doubled: 42 }]);
    const texts = await preparedTexts(db);
    expect(texts.filter((text) => text.includes("* 2 AS doubled"))).toHaveLength(1);
  });

  it("sends nothing named with prepared_statements=false in the URL (PgBouncer)", async () => {
    const db = open(NO_PREPARED_STATEMENTS);
    await sql`SELECT 3 AS three`.execute(db);
    expect(await preparedTexts(db)).toEqual([]);
  });

  it("keeps working after a table it reads changes shape", async () => {
    const db = open();
    await sql`CREATE TEMP TABLE shapes (id int)`.execute(db);
    await sql`INSERT INTO shapes VALUES (1)`.execute(db);
    const read = () =>
      db
        .selectFrom("shapes" as never)
        .select("id" as never)
        .execute();
    expect(await read()).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE shapes ADD COLUMN extra int`.execute(db);
    expect(await read()).toEqual([{ id: 1 }]);
  });
});
