import type { TestProject } from "vitest/node";
import { createDb, migrateToLatest, seedCatalog } from "@tandem/db";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@tandem/db/embedded";
import { sql } from "kysely";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "embedded";
  }
}

let embedded: EmbeddedPostgres | undefined;

/**
 * One database for the run: TEST_DATABASE_URL (a real Postgres, wiped first) or else an
 * in-memory PGlite served on loopback. Migrated and seeded with the product's catalogue;
 * tests create their own users, so files can share it.
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  let connectionString: string;
  if (url) {
    connectionString = url;
    const db = createDb({ connectionString, max: 1 });
    await sql`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`.execute(db);
    await db.destroy();
  } else {
    embedded = await startEmbeddedPostgres({ maxConnections: 100 });
    connectionString = embedded.connectionString;
  }
  const db = createDb({ connectionString, max: 2 });
  await migrateToLatest(db);
  await seedCatalog(db);
  await db.destroy();
  project.provide("databaseUrl", connectionString);
  project.provide("databaseKind", url ? "postgres" : "embedded");
}

export async function teardown() {
  await embedded?.stop();
}
