import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";
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
import { preparedStatementNames } from "./create-db.js";

const { serialize } = protocol;

/** The statements prepared in one PGlite backend: their names and parameter types. */
interface PreparedStatements {
  nameFor: (text: string) => string | undefined;
  parameterTypes: Map<string, number[]>;
}

// Per PGlite, not per connection: names live in the backend, which outlives any one Kysely.
const preparedIn = new WeakMap<PGlite, PreparedStatements>();

function preparedStatementsOf(pglite: PGlite): PreparedStatements {
  let prepared = preparedIn.get(pglite);
  if (!prepared) {
    prepared = { nameFor: preparedStatementNames(), parameterTypes: new Map() };
    preparedIn.set(pglite, prepared);
  }
  return prepared;
}

/**
 * Runs one statement (`run`) on behalf of whoever watches them, e.g. inside a tracing span;
 * what `run` answers or throws passes through unchanged.
 */
export type QueryObserver = <T>(sqlText: string, run: () => Promise<T>) => Promise<T>;

class PGliteConnection implements DatabaseConnection {
  private readonly prepared: PreparedStatements;

  constructor(
    private readonly pglite: PGlite,
    private readonly observe?: QueryObserver,
  ) {
    this.prepared = preparedStatementsOf(pglite);
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.observe ? this.observe(query.sql, () => this.run<R>(query)) : this.run<R>(query);
  }

  private async run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let result: Results<R> | undefined;
    if (query.parameters.length === 0) {
      // The simple protocol: a migration may hold several statements.
      result = (await this.pglite.exec(query.sql)).at(-1) as Results<R>;
    } else {
      const name = this.prepared.nameFor(query.sql);
      result = name
        ? await this.executePrepared<R>(name, query.sql, query.parameters)
        : await this.pglite.query<R>(query.sql, [...query.parameters]);
    }
    return {
      rows: result?.rows ?? [],
      ...(result?.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  /**
   * A named statement, as create-db.ts does on a real Postgres: parsed once, its plan reusable,
   * and each call one trip into the WASM backend (bind, describe, execute, sync) where
   * `pglite.query` makes six and parses and plans every time (343 -> 94 µs for `user.me`'s
   * query; docs/scaling.md). Values are serialized as `pglite.query` does, by parameter type.
   */
  private executePrepared<R>(
    name: string,
    text: string,
    values: readonly unknown[],
  ): Promise<Results<R> | undefined> {
    const pglite = this.pglite;
    return pglite.runExclusive(async () => {
      let types = this.prepared.parameterTypes.get(name);
      if (!types) {
        const described = await pglite.execProtocolStream(
          Buffer.concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: "S", name }),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(described);
        this.prepared.parameterTypes.set(name, types);
      }
      const parameterTypes = types;
      const serialized = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[parameterTypes[i]!];
        if (serializer) return serializer(value);
        // A type PGlite has no serializer for is sent as the value's text, as it always was.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
        return String(value);
      });
      const messages = await pglite.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values: serialized }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers)[0] as Results<R> | undefined;
    });
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

  constructor(
    private readonly pglite: PGlite,
    observe?: QueryObserver,
  ) {
    this.connection = new PGliteConnection(pglite, observe);
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
  constructor(
    private readonly pglite: PGlite,
    private readonly observe?: QueryObserver,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pglite, this.observe);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
