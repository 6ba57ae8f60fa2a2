import type { AccountExport } from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../../test/helpers.js";
import { like, single } from "../matching/test-support.js";
import { EXPORT_COLUMNS } from "./export-columns.js";

// Every column about a person is in "Download my data" or left out for a written reason
// (decision 259), so a new column on an existing table is caught, not only a new table.
const t = useTestApp();
const WHERE = "apps/api/src/services/account";

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

async function columnsAboutPeople() {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT table_name AS table, column_name AS column
    FROM information_schema.columns
    WHERE table_schema = 'public'
      AND (table_name IN ('users', 'waitlist_entries') OR table_name IN (
        SELECT conrelid::regclass::text FROM pg_constraint
        WHERE contype = 'f' AND confrelid = 'users'::regclass))
    ORDER BY table_name, ordinal_position`.execute(t.db);
  return rows;
}

describe("the export's columns", () => {
  it("places every column of a table about a person: in a part of the export, or left out with a reason", async () => {
    const columns = await columnsAboutPeople();
    expect(columns.length).toBeGreaterThan(100);
    const unplaced = columns
      .filter(({ table, column }) => !EXPORT_COLUMNS[table]?.[column])
      .map(
        ({ table, column }) =>
          `Column ${table}.${column} is in neither the export nor the columns left out: select it in the right part of EXPORT_LOADERS (${WHERE}/export-*-parts.ts) and add \`${column}: part("<part>")\` under ${table} in ${WHERE}/export-columns.ts, or add \`${column}: out("why it is not the person's data")\` there.`,
      );
    expect(unplaced).toEqual([]);
    const inDatabase = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const stale = Object.entries(EXPORT_COLUMNS).flatMap(([table, placed]) =>
      Object.keys(placed)
        .filter((column) => !inDatabase.has(`${table}.${column}`))
        .map(
          (column) =>
            `${table}.${column} is placed in ${WHERE}/export-columns.ts but no longer exists: remove it there.`,
        ),
    );
    expect(stale).toEqual([]);
  });

  it("holds each placed column's key in its part: preferences and place, the photo a like was about, nudges", async () => {
    const me = await single(t, "Columns", [1, 1, 1, 1, 1]);
    const other = await single(t, "Other", [1, 1, 1, 1, 1]);
    expect(await like(t, me, other)).toHaveStatus(200);
    await t.db
      .insertInto("pushNudges")
      .values({ fromUserId: me.id, toUserId: other.id, day: "2026-12-01" })
      .execute();
    const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: me });
    expect(res).toHaveStatus(200);
    const data = res.body.data as Record<string, unknown>;
    const firstRow = (value: unknown) =>
      (Array.isArray(value) ? value[0] : value) as Record<string, unknown> | null | undefined;
    const missing: string[] = [];
    for (const [table, placed] of Object.entries(EXPORT_COLUMNS)) {
      for (const [column, where] of Object.entries(placed)) {
        if (!("in" in where)) continue;
        const row = firstRow(data[where.in]);
        if (!row || typeof row !== "object") continue; // the fixture has nothing in that part
        const key = where.as ?? camel(column);
        if (!(key in row)) {
          missing.push(
            `Column ${table}.${column} is placed in the part "${where.in}", whose rows have no key "${key}": select it in EXPORT_LOADERS.${where.in} (${WHERE}/export-*-parts.ts).`,
          );
        }
      }
    }
    expect(missing).toEqual([]);
    for (const key of ["showMe", "ageMin", "ageMax", "distanceKm", "placeId", "placeLatitude"]) {
      expect(firstRow(data.datingProfile)).toHaveProperty(key);
    }
    expect(data.nudgesSent).toEqual([expect.objectContaining({ day: "2026-12-01" })]);
    expect(firstRow(data.likes)).toHaveProperty("photoId");
  });
});
