import type { WrittenBackup } from "./backup-file.js";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "<path> (6.8 MB; 12,345 rows, 4 photos; 1.2 s)" */
export function describeBackup(written: WrittenBackup): string {
  return (
    `${written.path} (${formatBytes(written.bytes)}; ${written.rows.toLocaleString("en")} rows, ` +
    `${written.photos} photo file${written.photos === 1 ? "" : "s"}; ${(written.milliseconds / 1000).toFixed(1)} s)`
  );
}
