import { useSyncExternalStore } from "react";

// The deck's progress lives outside the screen, so "X of N" survives leaving Discover and
// coming back (for the page's life): how many were seen, and who (kept out of refetched pages
// while their like or pass is in flight). A new round starts when the deck runs out.
const progress = { seen: 0, done: new Set<string>() };
const progressListeners = new Set<() => void>();
let progressVersion = 0;
export function markSeen(id: string) {
  progress.seen += 1;
  progress.done.add(id);
  progressVersion += 1;
  progressListeners.forEach((listener) => listener());
}
/** An undone pass: that person is back in this round, one place earlier. */
export function unmarkSeen(id: string) {
  if (!progress.done.delete(id)) return;
  progress.seen = Math.max(0, progress.seen - 1);
  progressVersion += 1;
  progressListeners.forEach((listener) => listener());
}
/** Starts a new round ("1 of N"); also for tests, between renders. */
export function resetProgress() {
  if (progress.seen === 0 && progress.done.size === 0) return;
  progress.seen = 0;
  progress.done.clear();
  progressVersion += 1;
  progressListeners.forEach((listener) => listener());
}
/** Re-renders the caller when the progress changes. */
export function useProgressVersion() {
  return useSyncExternalStore(
    (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    () => progressVersion,
    () => progressVersion,
  );
}

/** How many people of this round were liked or passed. */
export const seenCount = () => progress.seen;

/** Whether this person was liked or passed in this round. */
export const wasSeen = (id: string) => progress.done.has(id);
