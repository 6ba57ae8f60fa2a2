import { TOAST_HOTKEY } from "@tandem/api-contract";
import { CloseIcon, FieldError, toastStyles, type ToastVariant } from "@tandem/ui";
import { WaitlistJoined } from "../components/waitlist/waitlist-card.js";
import { LANDING_IDS, TOAST_PARTS } from "./ids.js";

const toastLabel = `Notifications (${TOAST_HOTKEY})`;

function StaticToast({ variant }: { variant: ToastVariant }) {
  return (
    <li
      role="status"
      aria-live={variant === "destructive" ? "assertive" : "polite"}
      aria-atomic="true"
      data-state="open"
      className={toastStyles.root(variant)}
    >
      <div className="grid gap-1">
        <div className={toastStyles.title} {...{ [TOAST_PARTS.title]: "" }} />
        <div className={toastStyles.description(variant)} {...{ [TOAST_PARTS.description]: "" }} />
      </div>
      <button
        type="button"
        aria-label="Close"
        className={toastStyles.close(variant)}
        {...{ [TOAST_PARTS.close]: "" }}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

/**
 * What the landing page's script shows without React, rendered at build from the same
 * components as the app: the toast list, a toast of each kind, a field's error and the
 * card's "You're on the list!" state.
 */
export function LandingTemplates() {
  return (
    <>
      <div role="region" aria-label={toastLabel} tabIndex={-1}>
        <ol id={LANDING_IDS.toasts} tabIndex={-1} className={toastStyles.viewport} />
      </div>
      <template id={LANDING_IDS.toast.default}>
        <StaticToast variant="default" />
      </template>
      <template id={LANDING_IDS.toast.destructive}>
        <StaticToast variant="destructive" />
      </template>
      <template id={LANDING_IDS.fieldError}>
        <FieldError fieldId="field" message="message" />
      </template>
      <template id={LANDING_IDS.joined}>
        <WaitlistJoined />
      </template>
    </>
  );
}
