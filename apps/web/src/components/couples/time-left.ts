const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long until `until`, in words for "for 23 more hours": whole hours, rounded down, from
 * one hour on; minutes below that (at least one). Null once it is past.
 */
export function timeLeft(until: string, now: number = Date.now()): string | null {
  const left = new Date(until).getTime() - now;
  if (!(left > 0)) return null;
  if (left >= HOUR_MS) {
    const hours = Math.floor(left / HOUR_MS);
    return hours === 1 ? "1 hour" : `${hours} hours`;
  }
  const minutes = Math.max(1, Math.floor(left / MINUTE_MS));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
