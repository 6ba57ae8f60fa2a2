import { formatNumber, type Locale } from "@tandem/i18n";

/**
 * "3 h 12 min", "4 min", "2 d 5 h": a duration as staff read it at a glance, its figures in
 * the UI's language (the unit symbols read the same in English and Spanish).
 */
export function duration(totalSeconds: number, locale: Locale = "en"): string {
  const n = (value: number) => formatNumber(locale, value);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 1) return `${n(Math.max(0, Math.floor(totalSeconds)))} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 1) return `${n(minutes)} min`;
  const days = Math.floor(hours / 24);
  if (days < 1) return `${n(hours)} h ${n(minutes % 60)} min`;
  return `${n(days)} d ${n(hours % 24)} h`;
}

/** "182 MB", "22.5 KB" ("22,5 KB" in Spanish), "1.4 GB" (powers of 1024, as the backup command prints). */
export function bytes(count: number, locale: Locale = "en"): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const shown = formatNumber(locale, digits === 0 ? Math.round(value) : value, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return `${shown} ${units[unit]}`;
}
