import { Migrator } from "kysely";
import type { Db } from "./create-db.js";
import { migrations } from "./migrations/index.js";

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Branches land in any order: a migration named before one already applied (parallel
    // work merged later) still runs, rather than the start failing as "corrupted".
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error)
    throw error instanceof Error ? error : new Error("A migration failed.", { cause: error });
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
