import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    // Embedded PGlite serves one connection at a time safely: run files one after another.
    // On a real Postgres (TEST_DATABASE_URL) files run in parallel.
    fileParallelism: Boolean(process.env.TEST_DATABASE_URL),
    hookTimeout: 60_000,
  },
});
