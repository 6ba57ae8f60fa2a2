import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { relayPoolNotifications } from "./pool-notifications.js";
import { mapDialectErrors } from "./error-mapping-dialect.js";
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
}

export function createDb({ connectionString, max = 10, mapError }: CreateDbOptions): Db {
  // A server that has gone away has no one to answer the connect: give up after 5 s.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // A connection that breaks (Postgres restarted, the network cut) fails its query, which
  // the caller sees; the pool drops it and opens a new one for the next query. Its 'error'
  // event, idle or in use, must not end the process: nobody else listens to it.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const dialect = new PostgresDialect({ pool });
  const db = kyselyOn(mapError ? mapDialectErrors(dialect, mapError) : dialect);
  relayPoolNotifications(db, pool);
  return db;
}

/** Our Kysely (snake_case in SQL) on any Postgres dialect. */
export function kyselyOn(dialect: Dialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new SnakeCasePlugin()] });
}
