import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

/** The workspace's packages are read from their TypeScript sources (package.json `exports`). */
const SOURCE_CONDITION = "@tandem/source";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/setup.ts"],
    // A test that asserts nothing fails: it could not have caught anything.
    expect: { requireAssertions: true },
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Embedded PGlite serves one connection at a time safely: run files one after another.
    // On a real Postgres (TEST_DATABASE_URL) files run in parallel, each worker on a database
    // of its own (test/global-setup.ts): vitest's count (the cores less one) by default, as CI
    // runs it; `--maxWorkers=4` is faster where the machine is free (decision 346).
    fileParallelism: onPostgres,
    ...(onPostgres ? {} : { maxWorkers: 1 }),
    hookTimeout: 60_000,
  },
});
