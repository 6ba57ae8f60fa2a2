import { useEffect, useSyncExternalStore } from "react";
import { localDayKey } from "../components/quiz/quiz-day.js";
import { trpc } from "../lib/trpc.js";

/** Milliseconds from `now` to the next local midnight (plus a second, past the boundary). */
export function msUntilNextLocalDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return Math.max(1000, next.getTime() - now.getTime());
}

// The local day the app shows, moved on by useDayRollover; screens read it with useLocalDay.
let currentDay = localDayKey(new Date());
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Today's local date ("YYYY-MM-DD"); changes at midnight while the app is open. */
export function useLocalDay(): string {
  const day = () => currentDay;
  return useSyncExternalStore(subscribe, day, day);
}

/**
 * A tab left open past local midnight shows the new day: today's quiz (and what depends on
 * the day) is fetched again. One timer to the next midnight, not polling; a tab that slept
 * through it (timers pause in background tabs) checks the day when it becomes visible again.
 * Mount once, in the signed-in shell.
 */
export function useDayRollover(): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    let timer = 0;
    const check = () => {
      const now = new Date();
      const today = localDayKey(now);
      if (today !== currentDay) {
        currentDay = today;
        void utils.quiz.invalidate();
        void utils.couple.get.invalidate();
        listeners.forEach((listener) => listener());
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(check, msUntilNextLocalDay(now));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [utils]);
}
