import { AppError } from "@tandem/api-contract/server";
import { isDatabaseUnavailable } from "@tandem/db";

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Try again in a moment.";

/**
 * For the database driver (openDatabase's mapError): a database that cannot be reached
 * (down, restarting, cut off) answers 503 SERVICE_UNAVAILABLE with a sentence and a
 * Retry-After, over REST and tRPC alike, instead of an unexpected 500. The pool opens new
 * connections by itself once the database is back: no restart is needed.
 */
export function mapDatabaseError(error: unknown): unknown {
  return isDatabaseUnavailable(error)
    ? new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 2 })
    : error;
}
