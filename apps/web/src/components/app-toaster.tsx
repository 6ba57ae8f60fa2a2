import { useEffect, useState } from "react";
import { TOAST_HOTKEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { configureToasts, useToast } from "@tandem/ui";
import { useCopy } from "../lib/i18n.js";
import { showToastCarriedOverReload } from "../lib/reload-with-toast.js";
import type { ToastLabels } from "./toast-viewport.js";
import { loadedToastViewport, loadToastViewport, type Viewport } from "./toast-viewport-loader.js";

/** The toasts' region and close button, here so they are loaded before the viewport's code. */
export const toastCopy = defineCopy(
  { region: "Notifications ({hotkey})", close: "Close" },
  { es: () => import("./app-toaster.es.js") },
);

export function useToastLabels(): ToastLabels {
  const t = useCopy(toastCopy);
  return { label: t("region", { hotkey: TOAST_HOTKEY }), closeLabel: t("close") };
}

// Toasts keep the spec's limits from the start, before the viewport's code has loaded.
configureToasts({ limit: TOAST_LIMIT, removeDelay: TOAST_REMOVE_DELAY_MS });

/**
 * The app's toasts: nothing until the first toast, then the viewport, which stays. A toast
 * shown meanwhile waits in the store (@tandem/ui's use-toast) and appears once it is there.
 */
export function AppToaster() {
  const { toasts } = useToast();
  const labels = useToastLabels();
  const [View, setView] = useState<Viewport | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => showToastCarriedOverReload(), []);
  // Asked again with each change of the toasts: a fetch that failed is tried again.
  useEffect(() => {
    if (View) return;
    const loaded = loadedToastViewport();
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
  return View ? <View {...labels} /> : null;
}
