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
    CREATE TABLE visits (
      person_id int, visit_id uuid, day date, seen_at timestamptz, tags text[],
      score bigint, details jsonb, note text
    );
    INSERT INTO visits VALUES
      (1, '8f14e45f-ceea-467f-a0b6-2d2f6b9a1a11', '2026-02-28', '2026-03-01 09:30:00.25+00',
       '{calm,"with space"}', 9007199254740, '{"first_step": {"level": 2}}', E'a "quote"\n'),
      (3, NULL, NULL, NULL, '{}', 0, '[]', NULL);
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

  it("sends rows as JSON with the values and keys the driver gives, but timestamps as ISO strings", async () => {
    const visits = (on: Db, minId: number) =>
      sql<{
        personId: number;
        visitId: string | null;
        day: string | null;
        seenAt: Date | null;
        tags: string[];
        score: number;
        details: unknown;
        note: string | null;
        firstName: string;
      }>`SELECT v.*, p.first_name FROM visits v JOIN people p ON p.id = v.person_id
         WHERE v.person_id >= ${minId} ORDER BY v.person_id DESC`;
    const asRows = compileOnce(visits);
    const asJson = compileOnce(visits, { rowsAsJson: true });
    const driver = await asRows(db, 0);
    const json = await asJson(db, 0);
    expect(json.map((row) => row.personId)).toEqual([3, 1]);
    expect(json).toEqual(
      driver.map((row) => ({ ...row, seenAt: row.seenAt && "2026-03-01T09:30:00.25+00:00" })),
    );
    expect(json[1]).toMatchObject({
      visitId: "8f14e45f-ceea-467f-a0b6-2d2f6b9a1a11",
      day: "2026-02-28",
      tags: ["calm", "with space"],
      score: 9007199254740,
      details: { firstStep: { level: 2 } },
      note: 'a "quote"\n',
      firstName: "Ada",
    });
    expect(new Date(json[1]!.seenAt!).toISOString()).toBe("2026-03-01T09:30:00.250Z");
    expect(await asJson(db, 4)).toEqual([]);
  });

  it("refuses an argument printed into the SQL instead of sent as a value", async () => {
    const byLiteralTeam = compileOnce(
      (on: Db, team: string) => sql`SELECT id FROM people WHERE team = ${sql.lit(team)}`,
    );
    await expect(byLiteralTeam(db, "red")).rejects.toThrow(/argument 0 was printed into the SQL/);
  });
});
