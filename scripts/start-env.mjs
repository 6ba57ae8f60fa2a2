// The settings `npm start` gives the server, shared with the test that starts the server the
// same way. HOST is not among them: the server listens on 127.0.0.1 unless HOST says otherwise.
import { join } from "node:path";

/** `env` wins over every default, so `PORT=4000 npm start` and friends work. */
export function startEnv(root, env = process.env) {
  return {
    NODE_ENV: env.NODE_ENV ?? "production",
    PORT: env.PORT ?? "3000",
    WEB_DIST_DIR: env.WEB_DIST_DIR ?? join(root, "apps/web/dist"),
    DATA_DIR: env.DATA_DIR ?? join(root, ".data/pglite"),
    DEMO_DATA: env.DEMO_DATA ?? "true",
  };
}
