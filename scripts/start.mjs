// `npm start`: installs what is missing, builds the web app and the API, and serves both
// on http://localhost:3000 (PORT changes it) with the embedded database and demo accounts.
import { join } from "node:path";
import { ensureDependencies, findPnpm, root, run, runForeground } from "./lib.mjs";

const pnpm = findPnpm();
ensureDependencies(pnpm);
run(pnpm, [
  "exec",
  "turbo",
  "run",
  "build",
  "--filter=@tandem/web",
  "--filter=@tandem/api",
  "--output-logs=errors-only",
]);

runForeground(process.execPath, [join(root, "apps/api/dist/server.js")], {
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    PORT: process.env.PORT ?? "3000",
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, "apps/web/dist"),
    DATA_DIR: process.env.DATA_DIR ?? join(root, ".data/pglite"),
    DEMO_DATA: process.env.DEMO_DATA ?? "true",
  },
});
