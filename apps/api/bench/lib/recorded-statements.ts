import { createDb, type Db } from "@tandem/db";
import { CompiledQuery } from "kysely";

/** A statement a service sent, as Postgres received it, and how long it took. */
export interface RecordedStatement {
  ms: number;
  query: CompiledQuery;
}

/**
 * A database whose statements are recorded as sent, so a bench calls a domain through its
 * public entry point (services/<domain>/index.ts) and still times or EXPLAINs the statements
 * the call made, without the domain exporting its statements for the bench.
 */
export function recordingDb(connectionString: string, max: number) {
  let recorded: RecordedStatement[] = [];
  const db = createDb({
    connectionString,
    max,
    onQuery: (seconds, _failed, query) => recorded.push({ ms: seconds * 1000, query }),
  });
  return {
    db,
    /** The statements sent since the last call, oldest first. */
    take: (): RecordedStatement[] => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

/** The one statement among `statements` whose SQL has `marker`; throws when none or several. */
export function statementWith(statements: RecordedStatement[], marker: string): RecordedStatement {
  const found = statements.filter(({ query }) => query.sql.includes(marker));
  if (found.length !== 1) {
    throw new Error(`${found.length} recorded statements hold "${marker}", not one.`);
  }
  return found[0]!;
}

/** EXPLAIN (with `options`, such as "ANALYZE, BUFFERS") of a recorded statement, its values bound. */
export async function explain<Row>(db: Db, { query }: RecordedStatement, options: string) {
  const { rows } = await db.executeQuery<Row>(
    CompiledQuery.raw(`EXPLAIN (${options}) ${query.sql}`, [...query.parameters]),
  );
  return rows;
}
