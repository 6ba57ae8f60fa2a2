import { useSyncExternalStore } from "react";

// "New version: Refresh": set when the service worker has a new version waiting
// (src/lib/service-worker.ts); the banner offers it, the open session goes on meanwhile.
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  listeners.forEach((listener) => listener());
}

/** How to switch to the waiting version (reloads the page), or null when none waits. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => apply,
    () => null,
  );
}
