// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded
// database under .data/ at the repository root when DATABASE_URL is unset.
import { fileURLToPath } from "node:url";
import { openDatabase } from "../open-database.js";
import { migrateToLatest } from "../migrate.js";

const dataDir = fileURLToPath(new URL("../../../../.data/pglite", import.meta.url));
const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
try {
  const applied = await migrateToLatest(opened.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await opened.close();
}
