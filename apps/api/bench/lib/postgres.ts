import { readdirSync, readFileSync } from "node:fs";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { ensureDatabase } from "./discover-data.js";
import { processCpuMs } from "./rendered-pages.js";

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

/** CPU time (ms) used so far by each Postgres backend connected to `database`, by pid. */
export function postgresCpuByPid(database: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (command.startsWith("postgres: ") && command.includes(` ${database} `)) {
        const ms = processCpuMs(Number(entry));
        if (Number.isFinite(ms)) byPid.set(Number(entry), ms);
      }
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * CPU time (ms) the Postgres backends connected to `database` used since `before` (from
 * `postgresCpuByPid`): each backend's own growth, a new one's whole time. A backend that
 * ended in between takes its last part with it (the API's pool keeps its connections while
 * it is busy); subtracting totals instead read negative when one did.
 */
export function postgresCpuSince(database: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuByPid(database)) total += ms - (before.get(pid) ?? 0);
  return total;
}
