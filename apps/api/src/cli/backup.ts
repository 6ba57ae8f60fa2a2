// `npm run backup [-- --out <folder>]`: one file with everything a restore needs (the
// database, and the photos when they live in a folder), also while the server runs
// (decision 290). See docs/operations.md.
import { resolve } from "node:path";
import { createDb, dataDirHolder, openDatabase } from "@tandem/db";
import { loadEnv } from "../env.js";
import { backupDir, databaseOptions, describeDatabase, photoFolder } from "../data-locations.js";
import {
  describeBackup,
  requestBackup,
  writeBackup,
  type WrittenBackup,
} from "../services/backup/index.js";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const outAt = args.indexOf("--out");
if ((outAt >= 0 && !args[outAt + 1]) || args.length !== (outAt >= 0 ? 2 : 0)) {
  console.error("Usage: npm run backup [-- --out <folder>]");
  process.exit(2);
}

const env = loadEnv();
const where = databaseOptions(env);
const outDir = outAt >= 0 ? resolve(args[outAt + 1] ?? "") : backupDir(env);
const photoDir = photoFolder(env);

async function backUp(): Promise<WrittenBackup> {
  if (where.databaseUrl) {
    const db = createDb({ connectionString: where.databaseUrl, max: 1 });
    try {
      return await writeBackup({
        db,
        engine: "postgres",
        outDir,
        ...(photoDir ? { photoDir } : {}),
      });
    } finally {
      await db.destroy();
    }
  }
  if (!where.dataDir) throw new Error("An in-memory database has nothing to back up.");
  // A running server holds the folder: it takes the backup itself.
  if (dataDirHolder(where.dataDir) !== undefined) return requestBackup(where.dataDir, outDir);
  const opened = await openDatabase({ dataDir: where.dataDir });
  try {
    return await writeBackup({
      db: opened.db,
      engine: "embedded",
      outDir,
      ...(photoDir ? { photoDir } : {}),
    });
  } finally {
    await opened.close();
  }
}

try {
  const written = await backUp();
  console.log(`Backup of ${describeDatabase(where)} written:\n  ${describeBackup(written)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
