// `pnpm db:migrate`: applies pending migrations to the database the server uses
// (DATABASE_URL, or else the embedded database: see databaseOptions in env.ts).
import { migrateToLatest } from "@tandem/db";
import { RELEASE } from "../release.js";
import { openDatabaseForCommand } from "./open-database.js";

const opened = await openDatabaseForCommand();
try {
  const applied = await migrateToLatest(opened.directDb, {
    release: RELEASE.version,
    onMigrated: ({ name, kind, ms }) => console.log(`Applied ${name} (${kind}) in ${ms} ms`),
  });
  console.log(
    `${applied.length ? `Applied ${applied.length} migrations.` : "Database is up to date."} ` +
      `Tandem ${RELEASE.version}, schema ${RELEASE.schema}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await opened.close();
}
