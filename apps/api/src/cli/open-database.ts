import { DataDirInUseError, openDatabase, type OpenedDatabase } from "@tandem/db";
import { loadEnv } from "../env.js";
import { databaseOptions, describeDatabase } from "../data-locations.js";

/**
 * The database the server uses (see databaseOptions), opened for a command with one
 * connection; exits with a readable message when it cannot be opened.
 */
export async function openDatabaseForCommand(): Promise<OpenedDatabase> {
  const options = databaseOptions(loadEnv());
  try {
    return await openDatabase({ ...options, poolSize: 1 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(
      `Could not open the database (${describeDatabase(options)}): ${error instanceof Error ? error.message : String(error)}` +
        (options.databaseUrl
          ? ""
          : "\nThe embedded database can be used by one process at a time: stop the server first."),
    );
    process.exit(1);
  }
}
