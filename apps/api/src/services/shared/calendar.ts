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
    formatters.set(timeZone, formatter);
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

/** Whether `value` is an IANA time zone this runtime knows ("Europe/Lisbon"). */
// Zones already checked: building an Intl.DateTimeFormat costs ~0.3 ms, on every request.
const validTimeZones = new Set<string>();

export function isValidTimeZone(value: string): boolean {
  if (validTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  // IANA has ~600 names (plus aliases); the bound only stops a client sending made-up ones.
  if (validTimeZones.size < 2000) validTimeZones.add(value);
  return true;
}
