import { useEffect, useState } from "react";
import { COUNTDOWN_TICK_MS } from "@tandem/api-contract";

const copy = { expired: "Expired" };

/** "mm:ss" of a duration in ms, rounded up to the second (so 0:00 is shown only once expired). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

export interface Countdown {
  /** Milliseconds left (0 once expired); null without an expiry. */
  remainingMs: number | null;
  expired: boolean;
  /** "mm:ss", "Expired", or "" without an expiry. */
  label: string;
}

function remaining(expiresAt: string | null): number | null {
  if (!expiresAt) return null;
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - Date.now());
}

/**
 * Time left until `expiresAt` (the server's expiry), recomputed from the clock every
 * COUNTDOWN_TICK_MS rather than decremented, so a throttled background tab still shows the
 * right time when it wakes up.
 */
export function useCountdown(expiresAt: string | null): Countdown {
  const [remainingMs, setRemainingMs] = useState(() => remaining(expiresAt));

  useEffect(() => {
    setRemainingMs(remaining(expiresAt));
    if (!expiresAt) return;
    const timer = window.setInterval(() => {
      const next = remaining(expiresAt);
      setRemainingMs(next);
      if (next === null || next <= 0) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  const expired = remainingMs !== null && remainingMs <= 0;
  return {
    remainingMs,
    expired,
    label: remainingMs === null ? "" : expired ? copy.expired : formatCountdown(remainingMs),
  };
}
