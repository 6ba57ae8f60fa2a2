const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface TimeLeft {
  unit: "hour" | "minute";
  n: number;
}

/**
 * How long until `until`, for "for 23 more hours": whole hours, rounded down, from one hour
 * on; minutes below that (at least one). Null once it is past.
 */
export function timeLeftAmount(until: string, now: number = Date.now()): TimeLeft | null {
  const left = new Date(until).getTime() - now;
  if (!(left > 0)) return null;
  if (left >= HOUR_MS) return { unit: "hour", n: Math.floor(left / HOUR_MS) };
  return { unit: "minute", n: Math.max(1, Math.floor(left / MINUTE_MS)) };
}

/** `timeLeftAmount` in English words: "23 hours", "1 minute". */
export function timeLeft(until: string, now: number = Date.now()): string | null {
  const amount = timeLeftAmount(until, now);
  if (!amount) return null;
  return `${amount.n} ${amount.unit}${amount.n === 1 ? "" : "s"}`;
}
