import { setMaxListeners } from "node:events";
import type { Notifications } from "@tandem/db";
import { LIVE_EVENTS_CHANNEL, recipientsOf } from "./publish.js";

/** This process's side of the live event stream: who is watching, and when to look. */
export interface LiveEventHub {
  /**
   * Calls `wake` whenever events for `userId` may have been committed: after each
   * notification naming them, and after a gap in the notifications (the LISTEN connection
   * dropped or came back: some may have been missed). Returns a function that stops watching.
   */
  watch(userId: string, wake: () => void): () => void;
  /** Aborted when the hub closes: the streams end, and their clients reconnect elsewhere. */
  readonly closing: AbortSignal;
  close(): Promise<void>;
}

/**
 * Listens to the live events channel through the process's one LISTEN/NOTIFY connection
 * (`@tandem/db`'s Notifications, shared with the session cache).
 */
export async function startLiveEventHub(notifications: Notifications): Promise<LiveEventHub> {
  const watchers = new Map<string, Set<() => void>>();
  const closing = new AbortController();
  // Every open stream waits on it (one listener each, removed after each wait): many open
  // streams are expected, not a leak, so Node's warning past 10 listeners does not apply.
  setMaxListeners(0, closing.signal);
  const wakeAll = () => watchers.forEach((set) => set.forEach((wake) => wake()));
  const unsubscribe = await notifications.subscribe(LIVE_EVENTS_CHANNEL, {
    onPayload(payload) {
      for (const userId of recipientsOf(payload)) watchers.get(userId)?.forEach((wake) => wake());
    },
    onGap: wakeAll,
  });

  return {
    watch(userId, wake) {
      const set = watchers.get(userId) ?? new Set();
      set.add(wake);
      watchers.set(userId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && watchers.get(userId) === set) watchers.delete(userId);
      };
    },
    closing: closing.signal,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      await unsubscribe();
    },
  };
}
