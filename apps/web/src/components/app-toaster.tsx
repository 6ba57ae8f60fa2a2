import { useEffect, useState, type ComponentType } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@tandem/api-contract";
import { configureToasts, useToast } from "@tandem/ui";
import { showToastCarriedOverReload } from "../lib/reload-with-toast.js";

// Toasts keep the spec's limits from the start, before the viewport's code has loaded.
configureToasts({ limit: TOAST_LIMIT, removeDelay: TOAST_REMOVE_DELAY_MS });

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/**
 * The toast viewport's code (Radix Toast, toast-viewport.tsx): fetched with the first toast,
 * not with the page (Home's JavaScript budget, docs/pages.md). A failed fetch is tried again
 * with the next toast.
 */
export function loadToastViewport(): Promise<ComponentType> {
  loading ??= import("./toast-viewport.js").then(
    ({ ToastViewport }) => (loaded = ToastViewport),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The app's toasts: nothing until the first toast, then the viewport, which stays. A toast
 * shown meanwhile waits in the store (@tandem/ui's use-toast) and appears once it is there.
 */
export function AppToaster() {
  const { toasts } = useToast();
  const [View, setView] = useState<ComponentType | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => showToastCarriedOverReload(), []);
  // Asked again with each change of the toasts: a fetch that failed is tried again.
  useEffect(() => {
    if (View) return;
    if (loaded) {
      setView(() => loaded);
      return;
    }
    if (!wanted) return;
    let current = true;
    loadToastViewport().then(
      (viewport) => current && setView(() => viewport),
      (error: unknown) => console.warn("The toasts' code could not load:", error),
    );
    return () => {
      current = false;
    };
  }, [View, wanted, toasts]);
  return View ? <View /> : null;
}
