// `pnpm db:migrate`: applies pending migrations to the database the server uses
// (DATABASE_URL, or else the embedded database: see databaseOptions in env.ts).
import { migrateToLatest } from "@tandem/db";
import { openDatabaseForCommand } from "./open-database.js";

const opened = await openDatabaseForCommand();
try {
  const applied = await migrateToLatest(opened.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await opened.close();
}
