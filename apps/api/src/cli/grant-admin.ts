// `pnpm --filter @tandem/api admin:grant someone@example.com`: gives an account the admin
// role (creating the account if needed) in the database the server uses (DATABASE_URL, or
// else the embedded database: see databaseOptions in env.ts).
import { migrateToLatest } from "@tandem/db";
import { grantAdmin } from "../auth/admin-role.js";
import { RELEASE } from "../release.js";
import { openDatabaseForCommand } from "./open-database.js";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const email = args[0];
if (!email || args.length > 1) {
  console.error("Usage: pnpm --filter @tandem/api admin:grant someone@example.com");
  process.exit(2);
}

const opened = await openDatabaseForCommand();
try {
  await migrateToLatest(opened.db, { release: RELEASE.version });
  const result = await grantAdmin(opened.db, email);
  if (result.alreadyAdmin)
    console.log(`${result.email} is already an admin (user ${result.userId}).`);
  else if (result.created)
    console.log(
      `Created user ${result.userId} for ${result.email} with the admin role; they can now sign in.`,
    );
  else console.log(`${result.email} is now an admin (user ${result.userId}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await opened.close();
}
