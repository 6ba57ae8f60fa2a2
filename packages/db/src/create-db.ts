import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { relayPoolNotifications } from "./pool-notifications.js";
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
  protected override snakeCase(name: string): string {
    return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  }
}

export interface CreateDbOptions {
  connectionString: string;
  /** Pool size; keep it at or below the embedded server's connection limit. */
  max?: number;
}

export function createDb({ connectionString, max = 10 }: CreateDbOptions): Db {
  const pool = new pg.Pool({ connectionString, max });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new SnakeCasePlugin()],
  });
  relayPoolNotifications(db, pool);
  return db;
}
