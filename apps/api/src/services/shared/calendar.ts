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

/**
 * The calendar day ("YYYY-MM-DD") that `at` falls on in the IANA `timeZone`. An unknown
 * zone counts as UTC rather than failing the request: the day is then off by at most one.
 */
export function calendarDay(timeZone: string, at: Date = new Date()): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor("UTC");
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
