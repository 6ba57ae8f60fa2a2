import { inject } from "vitest";

/**
 * The database this test file runs on: its worker's own (global-setup.ts), a PGlite or, on
 * Postgres (TEST_DATABASE_URL), a copy of the migrated and seeded database, so files running
 * at the same time never see each other's rows, notifications or queues.
 */
export function testDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  // 1 to maxWorkers; two files running at the same time never share one.
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[worker - 1];
  if (!url) throw new Error(`No test database for worker ${worker} of ${urls.length}`);
  return url;
}
