// `npm start`: installs what is missing, builds the web app and the API, and serves both
// on http://localhost:3000 (PORT changes it) with the embedded database and demo accounts,
// listening on 127.0.0.1 only (HOST changes it).
import { join } from "node:path";
import { API_NODE_FLAGS, tracingImport } from "../apps/api/scripts/node-flags.mjs";
import { ensureDependencies, findPnpm, root, run, runForeground } from "./lib.mjs";
import { startEnv } from "./start-env.mjs";

const pnpm = findPnpm();
ensureDependencies(pnpm);
console.log("Building the web app and the API ...");
run(pnpm, [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@tandem/web",
  "--filter=@tandem/api",
  "--output-logs=errors-only",
]);

const serverJs = join(root, "apps/api/dist/server.js");
runForeground(process.execPath, [...API_NODE_FLAGS, ...tracingImport(serverJs), serverJs], {
  env: startEnv(root),
});
