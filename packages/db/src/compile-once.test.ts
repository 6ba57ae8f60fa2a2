import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileOnce } from "./compile-once.js";
import { kyselyOn, type Db } from "./create-db.js";
import { createPGlite } from "./embedded.js";
import { inThisThread } from "./embedded-backend.js";
import { PGliteDialect } from "./pglite-dialect.js";

let pglite: Awaited<ReturnType<typeof createPGlite>>;
let db: Db;

beforeAll(async () => {
  pglite = await createPGlite();
  db = kyselyOn(new PGliteDialect(inThisThread(pglite)));
  await sql`
    CREATE TABLE people (id int PRIMARY KEY, first_name text, team text, active boolean);
    INSERT INTO people VALUES
      (1, 'Ada', 'red', true), (2, 'Bo', 'red', false), (3, 'Cy', 'blue', true);
  `.execute(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await pglite?.close();
});

// `people` is not in the app's schema: the tests see the Db through their own.
interface PeopleDb {
  people: { id: number; firstName: string; team: string; active: boolean };
}
const peopleDb = (on: Db) => on as unknown as Kysely<PeopleDb>;

describe("compileOnce", () => {
  it("builds once and answers each call with that call's values, constants kept", async () => {
    let builds = 0;
    const activeInTeam = compileOnce((on: Db, team: string, minId: number) => {
      builds++;
      return peopleDb(on)
        .selectFrom("people")
        .select(["id", "firstName"])
        .where("team", "=", team)
        .where("active", "=", true)
        .where("id", ">=", minId)
        .orderBy("id");
    });
    expect(await activeInTeam(db, "red", 0)).toEqual([{ id: 1, firstName: "Ada" }]);
    expect(await activeInTeam(db, "blue", 0)).toEqual([{ id: 3, firstName: "Cy" }]);
    expect(await activeInTeam(db, "red", 2)).toEqual([]);
    expect(builds).toBe(1);
  });

  it("fills an argument used twice in a sql template, inside a transaction too", async () => {
    const sameTeamAs = compileOnce(
      (on: Db, id: number) => sql<{ firstName: string }>`
        SELECT p.first_name FROM people p
        WHERE p.team = (SELECT team FROM people WHERE id = ${id}) AND p.id <> ${id}
        ORDER BY p.id`,
    );
    expect(await sameTeamAs(db, 1)).toEqual([{ firstName: "Bo" }]);
    const inTransaction = await db.transaction().execute((db) => sameTeamAs(db, 2));
    expect(inTransaction).toEqual([{ firstName: "Ada" }]);
  });

  it("refuses an argument printed into the SQL instead of sent as a value", async () => {
    const byLiteralTeam = compileOnce(
      (on: Db, team: string) => sql`SELECT id FROM people WHERE team = ${sql.lit(team)}`,
    );
    await expect(byLiteralTeam(db, "red")).rejects.toThrow(/argument 0 was printed into the SQL/);
  });
});
