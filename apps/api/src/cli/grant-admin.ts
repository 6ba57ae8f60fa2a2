// `pnpm --filter @tandem/api admin:grant someone@example.com`: gives an account the admin
// role (creating the account if needed) in DATABASE_URL, or else the embedded database
// in DATA_DIR, or by default .data/pglite at the repository root (where `npm start` keeps it).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { migrateToLatest, openDatabase } from "@tandem/db";
import { grantAdmin } from "../auth/admin-role.js";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const email = args[0];
if (!email || args.length > 1) {
  console.error("Usage: pnpm --filter @tandem/api admin:grant someone@example.com");
  process.exit(2);
}

const dataDir = process.env.DATA_DIR
  ? resolve(process.env.DATA_DIR)
  : fileURLToPath(new URL("../../../../.data/pglite", import.meta.url));
const databaseUrl = process.env.DATABASE_URL || undefined;
let opened;
try {
  opened = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
} catch (error) {
  console.error(
    `Could not open the database (${databaseUrl ? "DATABASE_URL" : dataDir}): ${error instanceof Error ? error.message : String(error)}` +
      (databaseUrl
        ? ""
        : "\nThe embedded database can be used by one process at a time: stop the server first."),
  );
  process.exit(1);
}
try {
  await migrateToLatest(opened.db);
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
