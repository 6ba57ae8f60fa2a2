import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "@tandem/api-contract";
import { Toaster } from "@tandem/ui";

/**
 * The app's one toast viewport, set up with the spec's constants (docs/spec/product-spec.md).
 * Loaded with the first toast (app-toaster.tsx), which gives it its names in the UI's language.
 */
/** The names the toast viewport gives its region and close buttons. */
export interface ToastLabels {
  label: string;
  closeLabel: string;
}

export function ToastViewport({ label, closeLabel }: ToastLabels) {
  return (
    <Toaster
      label={label}
      closeLabel={closeLabel}
      limit={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      removeDelay={TOAST_REMOVE_DELAY_MS}
      hotkey={[TOAST_HOTKEY]}
    />
  );
}
