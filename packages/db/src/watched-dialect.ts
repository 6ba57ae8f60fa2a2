import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { EMBEDDED_THREAD_ENDED } from "./embedded-thread.js";

/** Postgres and Node errors that mean the database cannot be reached right now. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "53300", // too_many_connections
  EMBEDDED_THREAD_ENDED, // the embedded database's worker thread has ended
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended/i;

/** Whether `error` says the database is unreachable (down, restarting, cut off), not a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08")))
    return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNREACHABLE_MESSAGES.test(error.message);
}

type MapError = (error: unknown) => unknown;

/**
 * Hears every query's duration in seconds, whether it failed, and the query as sent (its SQL
 * and parameters: the bench explains what a service sent without reaching into the service).
 */
export type QueryListener = (seconds: number, failed: boolean, query: CompiledQuery) => void;

/** What a watched dialect does around each statement: both optional. */
export interface DialectWatch {
  /** Turns each error from the driver into the one thrown. */
  mapError?: MapError;
  /** Told each statement's duration (metrics), BEGIN and COMMIT included. */
  onQuery?: QueryListener;
}

class WatchedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: DialectWatch,
  ) {}
  // Promise handlers, not an async function and not Kysely's `log` option: either costs each
  // statement more awaits, and the log an event object, on the reads' hot path.
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { mapError, onQuery } = this.watch;
    const started = onQuery ? performance.now() : 0;
    return this.inner.executeQuery<R>(query).then(
      onQuery
        ? (result) => {
            onQuery((performance.now() - started) / 1000, false, query);
            return result;
          }
        : undefined,
      (error: unknown) => {
        onQuery?.((performance.now() - started) / 1000, true, query);
        throw mapError ? mapError(error) : error;
      },
    );
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: DialectWatch,
  ) {}
  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.watch.mapError ? this.watch.mapError(error) : error;
    }
  }
  init() {
    return this.run(() => this.inner.init());
  }
  // One wrapper per connection for its whole life: Kysely notes every connection object it is
  // handed in a WeakSet, so a new wrapper per query cost an insertion there and its
  // collection later, on every statement.
  private readonly wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();
  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.run(() => this.inner.acquireConnection());
    let watched = this.wrappers.get(inner);
    if (!watched) {
      watched = new WatchedConnection(inner, this.watch);
      this.wrappers.set(inner, watched);
    }
    return watched;
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as WatchedConnection).inner);
  }
  // The drivers run BEGIN, COMMIT and ROLLBACK through the connection they are given: the
  // watched one, so those are timed and their errors mapped like any statement.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect`, with every statement's error passed through `mapError` and its time told to `onQuery`. */
export function watchDialect(dialect: Dialect, watch: DialectWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), watch),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
