/** "3 h 12 min", "4 min", "2 d 5 h": a duration as staff read it at a glance. */
export function duration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 1) return `${Math.max(0, Math.floor(totalSeconds))} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 1) return `${minutes} min`;
  const days = Math.floor(hours / 24);
  if (days < 1) return `${hours} h ${minutes % 60} min`;
  return `${days} d ${hours % 24} h`;
}

/** "182 MB", "22.5 KB", "1.4 GB" (powers of 1024, as the backup command prints). */
export function bytes(count: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
