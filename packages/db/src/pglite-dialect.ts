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
import type { EmbeddedBackend } from "./embedded-backend.js";

/**
 * Runs one statement (`run`) on behalf of whoever watches them, e.g. inside a tracing span;
 * what `run` answers or throws passes through unchanged.
 */
export type QueryObserver = <T>(sqlText: string, run: () => Promise<T>) => Promise<T>;

class EmbeddedConnection implements DatabaseConnection {
  constructor(
    private readonly driver: EmbeddedDriver,
    private readonly backend: EmbeddedBackend,
    private readonly observe?: QueryObserver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.driver.mayRun(this, query);
    return this.observe ? this.observe(query.sql, () => this.run<R>(query)) : this.run<R>(query);
  }

  private async run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.backend.run(query.sql, query.parameters);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; nothing of ours streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported on the embedded database.");
  }
}

/**
 * PGlite has one backend, so one session: statements from any number of connections reach it
 * one at a time, in the order sent, and may be sent while earlier ones still run (a worker
 * thread then always has the next one). A transaction holds the backend from its BEGIN to its
 * end: statements from outside it, and other transactions, are sent only after.
 */
class EmbeddedDriver implements Driver {
  /** Ends when the transaction holding the backend ends; undefined when none does. */
  private transaction: Promise<void> | undefined;
  private endTransaction: (() => void) | undefined;
  /** The connection whose transaction holds the backend, known from its BEGIN. */
  private holder: EmbeddedConnection | undefined;
  /**
   * The BEGIN being sent. The connection Kysely hands to `beginTransaction` may be a wrapper
   * (watched-dialect.ts) around ours; the statement object passes through it unchanged.
   */
  private begin: CompiledQuery | undefined;
  /** Connections not in use, handed out again so each keeps one identity (and one wrapper). */
  private readonly idle: EmbeddedConnection[] = [];

  constructor(
    private readonly backend: EmbeddedBackend,
    private readonly observe?: QueryObserver,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.idle.pop() ?? new EmbeddedConnection(this, this.backend, this.observe);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.idle.push(connection as EmbeddedConnection);
  }

  /** Resolves when `connection` may send `query`: outside any transaction, or in its own. */
  async mayRun(connection: EmbeddedConnection, query: CompiledQuery): Promise<void> {
    if (query === this.begin) {
      this.holder = connection;
      return;
    }
    while (this.transaction && this.holder !== connection) await this.transaction;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    while (this.transaction) await this.transaction;
    this.transaction = new Promise((resolve) => (this.endTransaction = resolve));
    const level = settings.isolationLevel ? ` ISOLATION LEVEL ${settings.isolationLevel}` : "";
    this.begin = CompiledQuery.raw(`BEGIN${level}`);
    try {
      await connection.executeQuery(this.begin);
    } catch (error) {
      this.release();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection) {
    // A failed COMMIT keeps the hold: Kysely rolls back next, and that ends it.
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
    this.release();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
    } finally {
      this.release();
    }
  }

  private release() {
    const end = this.endTransaction;
    this.transaction = undefined;
    this.endTransaction = undefined;
    this.holder = undefined;
    this.begin = undefined;
    end?.();
  }

  async destroy(): Promise<void> {}
}

/**
 * Kysely on PGlite, in this thread (`inThisThread(pglite)`) or in a worker thread
 * (embedded-thread.ts): queries go straight to the WASM Postgres, without the wire protocol
 * over a loopback socket (pglite-socket) and back. The backend is not closed with Kysely;
 * its owner closes it. (Not the kysely-pglite-dialect package: it sends every statement
 * through the extended protocol, which refuses our migrations' several statements in one
 * `sql` call.)
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly backend: EmbeddedBackend,
    private readonly observe?: QueryObserver,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new EmbeddedDriver(this.backend, this.observe);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
