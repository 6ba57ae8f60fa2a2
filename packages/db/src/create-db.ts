import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { relayPoolNotifications } from "./pool-notifications.js";
import { watchDialect, type DialectWatch, type QueryListener } from "./watched-dialect.js";
import type { Database } from "./schema.js";

// `date` columns stay "YYYY-MM-DD" strings: a calendar day has no time zone to shift.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint counts (COUNT(*), bigserial) fit comfortably in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

/**
 * camelCase in TypeScript, snake_case in SQL. Every capital starts a word, so one-letter
 * words round-trip too: `userAId` <-> `user_a_id` (Kysely's default gives `user_aid`).
 */
class SnakeCasePlugin extends CamelCasePlugin {
  // Names are few and used on every query and every row: each is converted once.
  readonly #snake = new Map<string, string>();
  readonly #camel = new Map<string, string>();

  protected override snakeCase(name: string): string {
    let snake = this.#snake.get(name);
    if (snake === undefined) {
      snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      if (this.#snake.size < 10_000) this.#snake.set(name, snake);
    }
    return snake;
  }

  protected override camelCase(name: string): string {
    let camel = this.#camel.get(name);
    if (camel === undefined) {
      camel = super.camelCase(name);
      if (this.#camel.size < 10_000) this.#camel.set(name, camel);
    }
    return camel;
  }
}

export interface CreateDbOptions {
  connectionString: string;
  /** Pool size; keep it at or below the embedded server's connection limit. */
  max?: number;
  /** Turns what the driver throws into the app's errors (a database that is down: a 503). */
  mapError?: (error: unknown) => unknown;
  /** Called after every query with its duration (the server's metrics). */
  onQuery?: QueryListener;
}

export type { QueryListener };

/** A pool's connections right now: in use, idle, and requests waiting for one. */
export interface PoolConnections {
  used: number;
  idle: number;
  pending: number;
  max: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The connections of a database made by `createDb`; undefined for the embedded one. */
export function poolConnectionsOf(db: Db): PoolConnections | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return {
    used: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    pending: pool.waitingCount,
    max: pool.options.max,
  };
}

/**
 * A database URL with `prepared_statements=false` among its parameters sends every query
 * unnamed: for a PgBouncer in transaction mode older than 1.21, and for the embedded test
 * server, whose connections share one backend (and so one set of statement names).
 */
export const NO_PREPARED_STATEMENTS = "prepared_statements=false";

export function createDb({ connectionString, max = 10, mapError, onQuery }: CreateDbOptions): Db {
  const prepareStatements = !new RegExp(`[?&]${NO_PREPARED_STATEMENTS}(&|$)`).test(
    connectionString,
  );
  // A server that has gone away has no one to answer the connect: give up after 5 s.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // A connection that breaks (Postgres restarted, the network cut) fails its query, which
  // the caller sees; the pool drops it and opens a new one for the next query. Its 'error'
  // event, idle or in use, must not end the process: nobody else listens to it.
  pool.on("error", () => {});
  const statements = preparedStatementNames();
  pool.on("connect", (client) => {
    client.on("error", () => {});
    if (prepareStatements) prepareRepeatedStatements(client, statements);
  });
  const dialect = new PostgresDialect({ pool });
  const db = kyselyOn(dialect, {
    ...(mapError ? { mapError } : {}),
    ...(onQuery ? { onQuery } : {}),
  });
  pools.set(db, pool);
  relayPoolNotifications(db, pool);
  return db;
}

/**
 * Names for the statements a pool (or the embedded database) prepares: one per distinct SQL
 * text of a repeatable kind, a bounded number; undefined for any other text.
 */
export function preparedStatementNames(limit = 2000): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (
      name === undefined &&
      names.size < limit &&
      /^\s*(select|insert|update|delete|with)\b/i.test(text)
    ) {
      name = `tandem_${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * Kysely sends every query unnamed, so Postgres parses and plans it on every call (2.4 ms of
 * planning for discover). Named, a connection parses each text once and Postgres may reuse
 * its plan (docs/scaling.md). Only (text, values) calls change; pg keeps the names per connection.
 */
function prepareRepeatedStatements(
  client: pg.PoolClient,
  nameFor: (text: string) => string | undefined,
): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === "string" && Array.isArray(values)
        ? nameFor(text)
        : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

/** Our Kysely (snake_case in SQL) on any Postgres dialect, watched as `watch` says. */
export function kyselyOn(dialect: Dialect, watch: DialectWatch = {}): Db {
  return new Kysely<Database>({
    dialect: watch.mapError || watch.onQuery ? watchDialect(dialect, watch) : dialect,
    plugins: [new SnakeCasePlugin()],
  });
}
