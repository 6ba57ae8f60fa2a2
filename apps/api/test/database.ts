import { inject } from "vitest";

/**
 * The database this test file runs on. Embedded: the run's one PGlite, files one after
 * another. On Postgres (TEST_DATABASE_URL) each worker has a database of its own, copied
 * from the migrated and seeded one in global-setup.ts, so files running at the same time
 * never see each other's rows, notifications or queues.
 */
export function testDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  // 1 to maxWorkers; two files running at the same time never share one.
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[worker - 1];
  if (!url) throw new Error(`No test database for worker ${worker} of ${urls.length}`);
  return url;
}
