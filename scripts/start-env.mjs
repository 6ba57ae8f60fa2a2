// The settings `npm start` gives the server, shared with the test that starts the server the
// same way. HOST is not among them: the server listens on 127.0.0.1 unless HOST says otherwise.
// Nor is DATA_DIR: the server keeps the embedded database in the repository's .data/pglite
// unless DATA_DIR says otherwise (databaseOptions in apps/api/src/data-locations.ts).
import { join } from "node:path";

/** `env` wins over every default, so `PORT=4000 npm start` and friends work. */
export function startEnv(root, env = process.env) {
  return {
    NODE_ENV: env.NODE_ENV ?? "production",
    PORT: env.PORT ?? "3000",
    WEB_DIST_DIR: env.WEB_DIST_DIR ?? join(root, "apps/web/dist"),
    DEMO_DATA: env.DEMO_DATA ?? "true",
  };
}
