export * from "./schema.js";
export { createDb, type Db, type CreateDbOptions } from "./create-db.js";
export { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded.js";
export { migrateToLatest } from "./migrate.js";
export { seedCatalog } from "./seed/seed-catalog.js";
export { QUESTION_TAGS, type QuestionTag } from "./seed/question-tags.js";
export { COUPLE_IDENTITIES } from "./seed/couple-identities.js";
export { openDatabase, type OpenedDatabase } from "./open-database.js";
export { onPoolNotification, type PoolNotification } from "./pool-notifications.js";
