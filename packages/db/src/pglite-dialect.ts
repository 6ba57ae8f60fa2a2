import type { PGlite, Results } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters, the simple protocol: a migration may hold several statements.
    const result: Results<R> =
      query.parameters.length === 0
        ? ((await this.pglite.exec(query.sql)).at(-1) as Results<R>)
        : await this.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result?.rows ?? [],
      ...(result?.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; nothing of ours streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported on the embedded database.");
  }
}

/** One connection, handed out one holder at a time (a transaction keeps it to its end). */
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private held = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // First come, first served: a release hands the connection straight to the next waiter,
    // so no newcomer can take it in between (and no two holders can ever share it).
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held = true;
    return this.connection;
  }

  async releaseConnection(_connection: DatabaseConnection): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` ISOLATION LEVEL ${settings.isolationLevel}` : "";
    await connection.executeQuery(CompiledQuery.raw(`BEGIN${level}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async destroy(): Promise<void> {}
}

/**
 * Kysely on a PGlite in this process: queries go straight to the WASM Postgres, without
 * the wire protocol over a loopback socket (pglite-socket) and back. PGlite has one
 * backend, so there is one connection: a transaction holds it and other queries wait.
 * The PGlite instance is not closed with Kysely; its owner closes it. (Not the
 * kysely-pglite-dialect package: it sends every statement through the extended protocol,
 * which refuses our migrations' several statements in one `sql` call.)
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
