// `npm run restore -- <file> [--force]`, with the server stopped: checks the file, then
// replaces the database (and the photo folder, when the backup holds one) with its contents.
// See docs/operations.md and decision 290.
import { resolve } from "node:path";
import { loadEnv } from "../env.js";
import { databaseOptions, describeDatabase, photoFolder } from "../data-locations.js";
import { BackupRefused, restoreBackup } from "../services/backup/index.js";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0]?.startsWith("-")) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}

const env = loadEnv();
const where = databaseOptions(env);
// Photos in a backup go to the photo folder even when this server keeps them elsewhere.
const photoDir = photoFolder(env) ?? resolve(env.PHOTO_STORAGE_DIR);
try {
  const restored = await restoreBackup({ file: resolve(files[0] ?? ""), where, photoDir, force });
  const { manifest } = restored;
  console.log(
    `Restored ${files[0]} into ${describeDatabase(where)}: the ${manifest.engine} database of ${manifest.createdAt} ` +
      `(schema ${manifest.schemaVersion}), ${restored.rows.toLocaleString("en")} rows` +
      (restored.photos ? `, ${restored.photos} photo files into ${photoDir}` : "") +
      `, in ${(restored.milliseconds / 1000).toFixed(1)} s.`,
  );
  if (restored.leftOut.length)
    console.log(`Left out, not made by Tandem's migrations: ${restored.leftOut.join(", ")}.`);
  if (restored.photos && env.PHOTO_STORAGE !== "folder")
    console.log(
      "The backup's photos were kept in a folder: start the server with PHOTO_STORAGE=folder.",
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof BackupRefused ? 3 : 1;
}
