import { sql } from "kysely";
import type { Db } from "@tandem/db";

/** How long finished rows are kept for looking into a problem before they are deleted. */
const KEEP_FOR = sql`interval '1 day'`;

/**
 * Deletes rows that can never be used again: expired sessions, sign-in links and OIDC
 * states, pair codes that expired unused, and rate-limit windows long over. Safe to run
 * from several processes at once. Returns how many rows each table lost.
 */
export async function deleteExpiredRows(db: Db): Promise<Record<string, number>> {
  const now = sql<Date>`now()`;
  const counts = await Promise.all([
    db.deleteFrom("sessions").where("expiresAt", "<", now).executeTakeFirst(),
    db
      .deleteFrom("signInTokens")
      .where("expiresAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    db.deleteFrom("oidcLoginStates").where("expiresAt", "<", now).executeTakeFirst(),
    db
      .deleteFrom("pairCodes")
      .where("usedAt", "is", null)
      .where("expiresAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    db
      .deleteFrom("rateLimits")
      .where("windowStart", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
  ]);
  const tables = ["sessions", "signInTokens", "oidcLoginStates", "pairCodes", "rateLimits"];
  return Object.fromEntries(tables.map((table, i) => [table, Number(counts[i]!.numDeletedRows)]));
}
