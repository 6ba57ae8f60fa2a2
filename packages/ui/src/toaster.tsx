import * as ToastPrimitive from "@radix-ui/react-toast";
import { useLayoutEffect } from "react";
import { cn, focusRing } from "./cn.js";
import { configureToasts, dismissToast, useToast, type ToastVariant } from "./use-toast.js";
import { CloseIcon } from "./close-icon.js";

export interface ToasterProps {
  /** How many toasts exist at once; a new toast replaces the oldest. */
  limit: number;
  /** Default display time, in ms. */
  duration: number;
  /** Swipe distance that dismisses a toast, in px. */
  swipeThreshold: number;
  /** How long a dismissed toast is kept before it is removed, in ms. */
  removeDelay: number;
  /** Keyboard shortcut(s) that focus the toast region, e.g. `["F8"]`. */
  hotkey: string[];
  swipeDirection?: "right" | "left" | "up" | "down";
  /** Accessible name of the toast region; `{hotkey}` is replaced. */
  label?: string;
  /** Accessible name of a toast's close button. */
  closeLabel?: string;
}

const variants: Record<ToastVariant, string> = {
  default: "border-rose-100 bg-white text-gray-900",
  destructive: "border-red-600 bg-red-600 text-white",
};

/** The toast's look, shared with pages that show toasts without React (the landing page). */
export const toastStyles = {
  root: (variant: ToastVariant) =>
    cn(
      "tandem-toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg",
      focusRing,
      "focus-visible:ring-offset-2",
      variants[variant],
    ),
  title: "text-sm font-semibold",
  description: (variant: ToastVariant) =>
    cn("text-sm", variant === "destructive" ? "text-red-50" : "text-gray-600"),
  close: (variant: ToastVariant) =>
    cn(
      "absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition hover:opacity-100",
      "focus-visible:outline-none focus-visible:ring-2 focus-visible:opacity-100",
      variant === "destructive" ? "focus-visible:ring-white" : "focus-visible:ring-violet-500",
    ),
  viewport:
    // At the bottom, above whatever the app keeps there (`--toast-offset`, its tab bar): a
    // toast never covers a screen's title or the figure that just changed. The app may move
    // it to the top (`--toast-top: 0px`, `--toast-bottom: auto`), over a dialog's buttons.
    // Only the toasts take taps: the empty viewport lies over the tab bar.
    "pointer-events-none fixed inset-x-0 top-(--toast-top,auto) bottom-(--toast-bottom,0px) z-[100] mx-auto flex max-h-dvh w-full max-w-md flex-col gap-2 p-4 pb-[calc(1rem+var(--toast-offset,env(safe-area-inset-bottom)))] outline-none",
};

/** Mount once at the root. Shows what `toast()` sends. */
export function Toaster({
  limit,
  duration,
  swipeThreshold,
  removeDelay,
  hotkey,
  swipeDirection = "right",
  label = "Notifications ({hotkey})",
  closeLabel = "Close",
}: ToasterProps) {
  useLayoutEffect(() => configureToasts({ limit, removeDelay }), [limit, removeDelay]);
  const { toasts } = useToast();

  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
    >
      {toasts.map(({ id, title, description, variant = "default", duration: own, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(own === undefined ? {} : { duration: own })}
          className={toastStyles.root(variant)}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className={toastStyles.title}>{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className={toastStyles.description(variant)}>
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className={toastStyles.close(variant)} aria-label={closeLabel}>
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={hotkey} label={label} className={toastStyles.viewport} />
    </ToastPrimitive.Provider>
  );
}
