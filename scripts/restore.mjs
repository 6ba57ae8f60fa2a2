// `npm run restore -- <file> [--force]`, with the server stopped: checks the backup file,
// then replaces the database (and the photo folder) with it. See docs/operations.md.
import { runApiCommand } from "./api-command.mjs";

runApiCommand("restore", process.argv.slice(2));
