import type { ComponentType } from "react";
import type { ToastLabels } from "./toast-viewport.js";

export type Viewport = ComponentType<ToastLabels>;

let loaded: Viewport | null = null;
let loading: Promise<Viewport> | null = null;

/**
 * The toast viewport's code (Radix Toast, toast-viewport.tsx): fetched with the first toast,
 * not with the page (Home's JavaScript budget, docs/pages.md). A failed fetch is tried again
 * with the next toast. A module of its own, so a lazy screen that waits for it (the pair
 * code's form) shares only this with the page's toaster.
 */
export function loadToastViewport(): Promise<Viewport> {
  loading ??= import("./toast-viewport.js").then(
    ({ ToastViewport }) => (loaded = ToastViewport),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The viewport once its code is in, else null. */
export const loadedToastViewport = (): Viewport | null => loaded;
