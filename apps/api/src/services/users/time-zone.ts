import type { Db } from "@tandem/db";

/**
 * Stores the IANA time zone the user's browser last sent (already validated), so "today"
 * follows the user when they travel.
 */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db.updateTable("users").set({ timeZone }).where("id", "=", userId).execute();
}
