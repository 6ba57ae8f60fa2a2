import { availableParallelism } from "node:os";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

/** The workspace's packages are read from their TypeScript sources (package.json `exports`). */
const SOURCE_CONDITION = "@tandem/source";

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
    // One file per core, each worker on a database of its own (test/global-setup.ts): on a
    // real Postgres (TEST_DATABASE_URL) a copy of the migrated database, else a PGlite of its
    // own, at most two, as every PGlite runs on vitest's main thread (decision 378).
    // `--maxWorkers=4` is faster on Postgres where the machine is free.
    maxWorkers: process.env.TEST_DATABASE_URL
      ? availableParallelism()
      : Math.min(availableParallelism(), 2),
    hookTimeout: 60_000,
  },
});
