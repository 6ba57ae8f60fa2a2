const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    // Callers pass canonical zones (services/users/time-zone.ts); the bound is a backstop.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

const MINUTE_MS = 60_000;
/** Per zone, the day of the last minute asked about: zones move by whole minutes. */
const lastDay = new Map<string, { minute: number; day: string }>();

/**
 * The calendar day ("YYYY-MM-DD") that `at` falls on in the IANA `timeZone`. An unknown
 * zone counts as UTC rather than failing the request: the day is then off by at most one.
 */
export function calendarDay(timeZone: string, at: Date = new Date()): string {
  // formatToParts is slow (docs/scaling.md): since 1972 every zone's offset is a whole number of
  // minutes, so the day found for one minute holds for all of it.
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor("UTC");
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  if (last || lastDay.size < 1000) lastDay.set(timeZone, { minute, day });
  return day;
}
