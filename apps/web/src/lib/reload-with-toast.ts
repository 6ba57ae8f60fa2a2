import { toast } from "@tandem/ui";

/** A toast's words, kept as text so they can wait in sessionStorage for the next page. */
export interface CarriedToast {
  title: string;
  description?: string;
}

const KEY = "tandem.toast-after-reload";

/**
 * Shows a toast and reloads the page after `delayMs`; the reloaded page shows the toast again,
 * so a person who looked away for the half second before the reload still reads it.
 */
export function reloadWithToast(carried: CarriedToast, delayMs: number): void {
  toast(carried);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (private mode, full): the toast shows once, before the reload.
  }
  window.setTimeout(() => window.location.reload(), delayMs);
}

/** Shows, once, the toast a page left for the page after its reload (`reloadWithToast`). */
export function showToastCarriedOverReload(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const carried = JSON.parse(stored) as Partial<CarriedToast>;
    if (typeof carried.title !== "string") return;
    toast({
      title: carried.title,
      ...(typeof carried.description === "string" ? { description: carried.description } : {}),
    });
  } catch {
    // Not ours, or from an older version: nothing to show.
  }
}
