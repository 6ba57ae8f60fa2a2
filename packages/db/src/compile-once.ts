import type { CompiledQuery } from "kysely";
import type { Db } from "./create-db.js";

/** A Kysely query builder or `sql` template, compiled against a Db. */
interface Compilable<Row> {
  compile(db: Db): CompiledQuery<Row>;
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
    return query;
  };

  return async (db, ...args) => {
    compiled ??= compile(db, args.length);
    const parameters = compiled.parameters.map((constant, i) => {
      const at = argumentAt[i]!;
      return at === -1 ? constant : args[at];
    });
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
