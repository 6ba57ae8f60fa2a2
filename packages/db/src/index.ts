export * from "./schema.js";
export {
  createDb,
  kyselyOn,
  poolConnectionsOf,
  type Db,
  type CreateDbOptions,
  type PoolConnections,
  type QueryListener,
  NO_PREPARED_STATEMENTS,
} from "./create-db.js";
export { compileOnce, type JsonRow } from "./compile-once.js";
export {
  listenToEmbedded,
  listenToPostgres,
  NOTIFICATIONS_APPLICATION_NAME,
  type NotificationHandlers,
  type Notifications,
} from "./notifications.js";
export { isDatabaseUnavailable, watchDialect } from "./watched-dialect.js";
export {
  buildSchema,
  migrateToLatest,
  MIGRATION_RECORD_TABLE,
  SchemaTooNewError,
  type MigrateOptions,
} from "./migrate.js";
export { migrations, type MigrationKind } from "./migrations/index.js";
export { seedCatalog } from "./seed/seed-catalog.js";
export { QUESTION_TAGS, type QuestionTag } from "./seed/question-tags.js";
export { COUPLE_IDENTITIES } from "./seed/couple-identities.js";
export { openDatabase, type OpenedDatabase } from "./open-database.js";
export {
  NOTIFICATIONS_CHECK_CHANNEL,
  timeNotificationRoundTrip,
  trustedWhile,
} from "./notifications-check.js";
export { listenOnPool } from "./pool-notifications.js";
export { DataDirInUseError, dataDirHolder, lockDataDir } from "./data-dir-lock.js";
export {
  accountsIn,
  dumpDatabase,
  knownMigrations,
  loadDump,
  restoreConnectionString,
  schemaVersionOf,
  RESTORE_SCHEMA,
  type LogicalDump,
  type TableDump,
} from "./logical-dump.js";
