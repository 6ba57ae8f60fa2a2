import { useSyncExternalStore, type ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the Toaster's default display time, in ms. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

interface StoreConfig {
  /** How many toasts are kept (and visible); a new one pushes out the oldest. */
  limit: number;
  /** How long a dismissed toast stays in the store, in ms. */
  removeDelay: number;
}

// Replaced by the <Toaster> props (the app passes its constants); these apply only before it mounts.
const config: StoreConfig = { limit: 3, removeDelay: 1000 };
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, config.removeDelay),
  );
}

/** Called by <Toaster>; not needed by screens. */
export function configureToasts(next: Partial<StoreConfig>): void {
  Object.assign(config, next);
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast. Only `limit` toasts exist at once, so with a limit of 1 a new toast replaces the shown one. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, config.limit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The current toasts plus `toast` and `dismiss`, for components that prefer a hook. */
export function useToast(): {
  toasts: ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
