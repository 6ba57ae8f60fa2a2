// `npm run backup [-- --out <folder>]`: one file with the database (and the photo folder),
// also while the server runs. Installs what is missing first, as `npm start` does.
import { runApiCommand } from "./api-command.mjs";

runApiCommand("backup", process.argv.slice(2));
