import { availableParallelism } from "node:os";
import type { TestProject } from "vitest/node";
import { createDb, migrateToLatest, seedCatalog } from "@tandem/db";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@tandem/db/embedded";
import { sql } from "kysely";

declare module "vitest" {
  export interface ProvidedContext {
    /** One per worker, in order of `VITEST_POOL_ID`: read it through `testDatabaseUrl()`. */
    databaseUrls: string[];
    databaseKind: "postgres" | "embedded";
  }
}

const embedded: EmbeddedPostgres[] = [];
let workerDatabases: { adminUrl: string; names: string[] } | undefined;

/** How many files vitest runs at once: its own rule when the config does not say. */
function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return Number(configured) || Math.max(availableParallelism() - 1, 1);
}

/**
 * A database per worker, migrated and seeded with the product's catalogue: tests create their
 * own users, but queues, housekeeping and notifications are database-wide. Without
 * TEST_DATABASE_URL, an in-memory PGlite per worker, each served on a socket of its own. On a
 * real Postgres (TEST_DATABASE_URL, wiped first), one database migrated once and copied for
 * each worker (`CREATE DATABASE ... TEMPLATE`, named `<database>_w<N>`).
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // At once: each one's initdb runs in a child process of its own.
    const servers = await Promise.all(
      Array.from({ length: workerCount(project) }, async () => {
        const server = await startEmbeddedPostgres({ maxConnections: 100 });
        embedded.push(server);
        await migrateAndSeed(server.connectionString);
        return server;
      }),
    );
    project.provide(
      "databaseUrls",
      servers.map((server) => server.connectionString),
    );
    project.provide("databaseKind", "embedded");
    return;
  }
  const admin = createDb({ connectionString: url, max: 1 });
  await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`.execute(admin);
  await admin.destroy();
  await migrateAndSeed(url);

  const template = new URL(url).pathname.slice(1);
  const names = Array.from({ length: workerCount(project) }, (_, i) => `${template}_w${i + 1}`);
  // From a session on the template itself: a copy needs no *other* session on it.
  const adminUrl = url;
  const server = createDb({ connectionString: adminUrl, max: 1 });
  for (const name of names) {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server);
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`.execute(server);
  }
  await server.destroy();
  workerDatabases = { adminUrl, names };
  project.provide(
    "databaseUrls",
    names.map((name) => withDatabase(url, name)),
  );
  project.provide("databaseKind", "postgres");
}

export async function teardown() {
  await Promise.all(embedded.map((server) => server.stop()));
  if (workerDatabases) {
    const server = createDb({ connectionString: workerDatabases.adminUrl, max: 1 });
    for (const name of workerDatabases.names)
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server);
    await server.destroy();
  }
}

async function migrateAndSeed(connectionString: string) {
  const db = createDb({ connectionString, max: 2 });
  await migrateToLatest(db);
  await seedCatalog(db);
  await db.destroy();
}

function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}
