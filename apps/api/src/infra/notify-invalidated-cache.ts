import type { Notifications } from "@tandem/db";

/**
 * What a process may keep of a table that a trigger announces every change to: it is
 * trusted only while the process hears the channel, is forgotten at every announcement and
 * at every gap in hearing, and a read that overlapped an announcement is not kept. Without
 * notifications, or while they are not live (the LISTEN connection is down), nothing is
 * trusted and every read asks the database.
 */
export interface NotifyInvalidatedCache {
  /** Whether what was kept may be answered from now. */
  trusted(): boolean;
  /** Runs `load`; `keep` gets its result only if nothing was announced meanwhile. */
  read<T>(load: () => Promise<T>, keep: (value: T) => void): Promise<T>;
  /** This process changed the table: forget now rather than when the announcement arrives. */
  forget(): void;
  close(): Promise<void>;
}

export function notifyInvalidatedCache(
  notifications: Notifications | null,
  channel: string,
  forget: () => void,
): NotifyInvalidatedCache {
  // Bumped by every announcement: a read that overlapped one is not kept.
  let generation = 0;
  let listening = false;
  const onChange = () => {
    generation++;
    forget();
  };
  const subscription = notifications?.subscribe(channel, { onPayload: onChange, onGap: onChange });
  void subscription?.then(
    () => (listening = true),
    () => {}, // never trusted: every read asks the database
  );
  const trusted = () => listening && notifications!.live;

  return {
    trusted,
    async read(load, keep) {
      const started = generation;
      const keepable = trusted();
      const value = await load();
      if (keepable && started === generation && trusted()) keep(value);
      return value;
    },
    forget: onChange,
    async close() {
      const unsubscribe = await subscription?.catch(() => null);
      await unsubscribe?.();
      onChange();
    },
  };
}
