import { sql } from "kysely";
import { tooManyRequests } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  hits: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Refusals by limit (the key's first part: `discover`, `swipe`, ...), for the metrics. */
const refusals = new Map<string, number>();

/** How many events each limit refused in this process since it started. */
export function rateLimitRefusals(): ReadonlyMap<string, number> {
  return refusals;
}

function countRefusal(key: string): void {
  const colon = key.indexOf(":");
  const limit = colon === -1 ? key : key.slice(0, colon);
  refusals.set(limit, (refusals.get(limit) ?? 0) + 1);
}

/**
 * Fixed-window counters kept in Postgres, so every API process shares them and nothing
 * lives in server memory. `hit` counts one event; `peek` reads without counting.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  count = 1,
): Promise<RateLimitState> {
  const row = await rateLimitHit(key, rule, count).execute(db);
  const state = toState(row.rows[0]!, rule);
  // Every caller refuses past the limit.
  if (state.hits > rule.limit) countRefusal(key);
  return state;
}

/**
 * The statement behind `hitRateLimit` (returning `hits, window_start`), for a caller that
 * counts the hit inside a statement of its own (one round trip: Discover's first).
 */
export function rateLimitHit(key: string, rule: RateLimitRule, count = 1) {
  return sql<{ hits: number; windowStart: Date }>`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), ${count}::int)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                  THEN ${count}::int ELSE rate_limits.hits + ${count}::int END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                  THEN now() ELSE rate_limits.window_start END
    RETURNING hits, window_start`;
}

/** Refuses the event counted by `rateLimitHit` for `key` when it passed the window's limit. */
export function refuseOverLimit(
  key: string,
  state: { hits: number; windowStart: Date },
  rule: RateLimitRule,
  message = "Too many requests. Please wait a few minutes and try again.",
): void {
  const { hits, retryAfterSeconds } = toState(state, rule);
  if (hits <= rule.limit) return;
  countRefusal(key);
  throw tooManyRequests(message, retryAfterSeconds);
}

/** Gives one counted event back (a guess that turned out right), never below zero. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rateLimits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}

/** The refusal of a read asked for too often (the heavy reads' limits). */
export const READ_TOO_OFTEN =
  "You have asked for this many times in a few minutes. Try again in a moment.";

/**
 * Counts one call against `rule` for `key` and refuses it (429 with Retry-After) once the
 * window's limit is passed: per-account limits on likes, passes, reports, blocks and
 * discover (decision 005). One atomic increment, so parallel calls cannot pass the limit.
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message = "Too many requests. Please wait a few minutes and try again.",
): Promise<void> {
  const row = await rateLimitHit(key, rule).execute(db);
  refuseOverLimit(key, row.rows[0]!, rule, message);
}

export async function peekRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState> {
  const row = await db
    .selectFrom("rateLimits")
    .select(["hits", "windowStart"])
    .where("key", "=", key)
    .where("windowStart", ">", sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .executeTakeFirst();
  return row ? toState(row, rule) : { hits: 0, retryAfterSeconds: 0 };
}

function toState(row: { hits: number; windowStart: Date }, rule: RateLimitRule): RateLimitState {
  const resetsAt = new Date(row.windowStart).getTime() + rule.windowSeconds * 1000;
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000)),
  };
}
