import type { CompiledQuery } from "kysely";
import type { Db } from "./create-db.js";

/** A Kysely query builder or `sql` template, compiled against a Db. */
interface Compilable<Row> {
  compile(db: Db): CompiledQuery<Row>;
}

/**
 * A row as Postgres' `to_json` sends it: a timestamp arrives as an ISO string (typed so here),
 * and a `numeric` as a JSON number where the driver gives a string.
 */
export type JsonRow<Row> = { [K in keyof Row]: AsJson<Row[K]> };
type AsJson<T> = T extends Date ? string : T;

export interface CompileOnceOptions {
  /**
   * Each row travels as one JSON value (`SELECT to_json(q) FROM (<query>) q`). The driver
   * parses a row description and each field of a wide row in JavaScript, at about 1 µs a
   * column; `JSON.parse` builds the same object in one native call (decision 376). For rows
   * of text, numbers, booleans, uuids, dates and JSON; the subquery's order is kept.
   */
  rowsAsJson?: boolean;
}

/** Marks where each argument lands among the compiled parameters. */
const placeholder = (index: number) => `\u0000compile-once argument ${index}\u0000`;

/**
 * A query built and compiled on its first call only; every call after that fills in its
 * values and runs the same SQL text. Kysely builds an operation tree, runs the plugins over
 * it and prints the SQL on every execute: for `user.me`'s 14-column select that is more CPU
 * than the round trip's own JavaScript (docs/scaling.md). Keep it to hot queries.
 *
 * `build` must use its arguments as plain values (compared, inserted, cast): never in a
 * condition, in `sql.lit`/`sql.raw`, or as a list whose length shapes the SQL (`in`). The
 * first call fails if an argument was printed into the SQL rather than sent as a parameter.
 * Every Db is made by `kyselyOn`, so they all compile a query to the same text.
 */
export function compileOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  options: CompileOnceOptions & { rowsAsJson: true },
): (db: Db, ...args: Args) => Promise<JsonRow<Row>[]>;
export function compileOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  options?: CompileOnceOptions,
): (db: Db, ...args: Args) => Promise<Row[]>;
export function compileOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
  { rowsAsJson = false }: CompileOnceOptions = {},
): (db: Db, ...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  // For each compiled parameter: the argument it takes, or -1 to keep the constant.
  let argumentAt: number[] = [];

  const compile = (db: Db, arity: number) => {
    const placeholders = Array.from({ length: arity }, (_, i) => placeholder(i));
    const query = build(db, ...(placeholders as Args)).compile(db);
    placeholders.forEach((marker, i) => {
      if (query.sql.includes(marker))
        throw new Error(`compileOnce: argument ${i} was printed into the SQL, not sent as a value`);
    });
    argumentAt = query.parameters.map((value) =>
      typeof value === "string" ? placeholders.indexOf(value) : -1,
    );
    if (!rowsAsJson) return query;
    return { ...query, sql: `SELECT to_json(q) AS "row" FROM (${query.sql}) AS q` };
  };

  return async (db, ...args) => {
    compiled ??= compile(db, args.length);
    const parameters = compiled.parameters.map((constant, i) => {
      const at = argumentAt[i]!;
      return at === -1 ? constant : args[at];
    });
    if (!rowsAsJson) return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
    const { rows } = await db.executeQuery<{ row: Row }>({ ...compiled, parameters });
    return rows.map(({ row }) => row);
  };
}
