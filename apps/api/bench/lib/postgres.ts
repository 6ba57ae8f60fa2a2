import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { ensureDatabase } from "./discover-data.js";

/** The database `name` on that server, created if missing and emptied (its public schema). */
export async function resetDatabase(serverUrl: string, name: string): Promise<string> {
  const url = await ensureDatabase(serverUrl, name);
  const db = createDb({ connectionString: url, max: 1 });
  await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`.execute(db);
  await db.destroy();
  return url;
}

export async function userIdByEmail(url: string, email: string): Promise<string> {
  const db = createDb({ connectionString: url, max: 1 });
  try {
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return user.id;
  } finally {
    await db.destroy();
  }
}
