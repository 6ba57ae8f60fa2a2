// Backups: one file with the database and the photo folder, a restore that checks it first,
// the embedded server's daily backup and the socket `npm run backup` asks it on.
export {
  BackupRefused,
  readBackup,
  writeBackup,
  type BackupManifest,
  type WrittenBackup,
} from "./backup-file.js";
export { requestBackup, serveBackupRequests } from "./control-socket.js";
export { restoreBackup, type RestoreResult } from "./restore.js";
export { backupsIn, startBackupSchedule } from "./schedule.js";
export { describeBackup, formatBytes } from "./words.js";
