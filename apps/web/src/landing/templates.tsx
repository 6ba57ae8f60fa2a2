import { APP_NAME } from "@tandem/api-contract";
import { CloseIcon, FieldError, toastStyles, type ToastVariant } from "@tandem/ui";
import { useToastLabels } from "../components/app-toaster.js";
import {
  serverMessages,
  WAITLIST_SCRIPT_KEYS,
  waitlistCopy,
  type WaitlistScriptWords,
} from "../components/waitlist/copy.js";
import { WaitlistJoined } from "../components/waitlist/waitlist-card.js";
import { useCopy } from "../lib/i18n.js";
import { LANDING_IDS, TOAST_PARTS } from "./ids.js";

/** The script's words as JSON that cannot end its <script> element. */
function WaitlistWords() {
  const t = useCopy(waitlistCopy);
  const words: WaitlistScriptWords = {
    messages: Object.fromEntries(
      WAITLIST_SCRIPT_KEYS.map((key) => [key, t(key, { app: APP_NAME })]),
    ) as WaitlistScriptWords["messages"],
    serverMessages: serverMessages(t),
  };
  const json = JSON.stringify(words).replaceAll("<", "\\u003c");
  return (
    <script
      type="application/json"
      id={LANDING_IDS.words}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

function StaticToast({ variant, closeLabel }: { variant: ToastVariant; closeLabel: string }) {
  return (
    <li data-state="open" className={toastStyles.root(variant)}>
      {/* The status inside the item: a list item keeps its role for the list around it. */}
      <div
        role="status"
        aria-live={variant === "destructive" ? "assertive" : "polite"}
        aria-atomic="true"
        className="grid gap-1"
      >
        <div className={toastStyles.title} {...{ [TOAST_PARTS.title]: "" }} />
        <div className={toastStyles.description(variant)} {...{ [TOAST_PARTS.description]: "" }} />
      </div>
      <button
        type="button"
        aria-label={closeLabel}
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
 * card's "You're on the list!" state; and the words the script says, in the page's language.
 */
export function LandingTemplates() {
  const { label, closeLabel } = useToastLabels();
  return (
    <>
      <WaitlistWords />
      <div role="region" aria-label={label} tabIndex={-1}>
        <ol id={LANDING_IDS.toasts} tabIndex={-1} className={toastStyles.viewport} />
      </div>
      <template id={LANDING_IDS.toast.default}>
        <StaticToast variant="default" closeLabel={closeLabel} />
      </template>
      <template id={LANDING_IDS.toast.destructive}>
        <StaticToast variant="destructive" closeLabel={closeLabel} />
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
