import type { Locale } from "./locales.js";

/**
 * Dates, times, numbers and distances in the UI's language (not the browser's), each
 * formatter made once per language and options: making one costs (ICU's data).
 */
type Formatter = { format: (...args: never[]) => string };
const formatters = new Map<string, Formatter>();

function cached<F extends Formatter>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** The ways the app shows a date or time. */
export const DATE_STYLES = {
  /** 3 May */
  dayMonth: { day: "numeric", month: "long" },
  /** 3 May 2026 */
  dayMonthYear: { day: "numeric", month: "long", year: "numeric" },
  /** 3 May (short month) */
  dayMonthShort: { day: "numeric", month: "short" },
  /** May 3, 2026 (short month) */
  shortDate: { year: "numeric", month: "short", day: "numeric" },
  /** Mon */
  weekday: { weekday: "short" },
  /** Monday, 3 May */
  weekdayDayMonth: { weekday: "long", day: "numeric", month: "long" },
  /** 14:05 or 2:05 PM, as the language writes it */
  time: { hour: "2-digit", minute: "2-digit" },
  /** 3 May 2026, 14:05 */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** `date` (a Date, an ISO string or a timestamp) in `locale`, in one of the app's styles. */
export function formatDate(
  locale: Locale,
  date: Date | string | number,
  style: DateStyle,
  timeZone?: string,
): string {
  const formatter = cached(
    `d|${locale}|${style}|${timeZone ?? ""}`,
    () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone }),
  );
  return formatter.format(typeof date === "object" ? date : new Date(date));
}

/** A number as `locale` writes it (1,234.5 or 1.234,5). */
export function formatNumber(
  locale: Locale,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** "in 3 days", "yesterday", "hace 2 horas". */
export function formatRelative(
  locale: Locale,
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
): string {
  return cached(
    `r|${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
  ).format(value, unit);
}

/**
 * Where road distances are in miles (decision 302): the United States, the United Kingdom,
 * Liberia and Myanmar. Everywhere else, kilometres.
 */
export const MILES_REGIONS: readonly string[] = ["US", "GB", "LR", "MM"];
export const KM_PER_MILE = 1.609344;

export type DistanceUnit = "kilometer" | "mile";

/** The unit a region reads distances in; kilometres when the region is unknown. */
export function distanceUnit(region: string | undefined): DistanceUnit {
  return region && MILES_REGIONS.includes(region.toUpperCase()) ? "mile" : "kilometer";
}

/** Kilometres in `unit`, rounded to whole units (what a person types and reads). */
export function fromKm(km: number, unit: DistanceUnit): number {
  return unit === "mile" ? Math.round(km / KM_PER_MILE) : Math.round(km);
}

/** Whole `unit`s back in kilometres (what the server stores), rounded. */
export function toKm(value: number, unit: DistanceUnit): number {
  return unit === "mile" ? Math.round(value * KM_PER_MILE) : Math.round(value);
}

/** "12 km" or "7 mi", in `locale`'s way of writing a unit. */
export function formatDistance(locale: Locale, km: number, unit: DistanceUnit): string {
  return formatNumber(locale, fromKm(km, unit), { style: "unit", unit, unitDisplay: "short" });
}
