import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from "kysely";

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

class MappedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly map: MapError,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      throw this.map(error);
    }
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class MappedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly map: MapError,
  ) {}
  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.map(error);
    }
  }
  init() {
    return this.run(() => this.inner.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new MappedConnection(await this.run(() => this.inner.acquireConnection()), this.map);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as MappedConnection).inner);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.run(() =>
      this.inner.beginTransaction((connection as MappedConnection).inner, settings),
    );
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.run(() => this.inner.commitTransaction((connection as MappedConnection).inner));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.run(() => this.inner.rollbackTransaction((connection as MappedConnection).inner));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect`, with every error from its driver passed through `map` before it is thrown. */
export function mapDialectErrors(dialect: Dialect, map: MapError): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new MappedDriver(dialect.createDriver(), map),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  };
}
