import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { OPEN_PREFERENCES, type DatingPreferences } from "@tandem/api-contract";
import { Button, cn, focusRing } from "@tandem/ui";
import { readCookie, useCookieAsRendered, writeCookie } from "../../lib/device-cookie.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { FilterIcon } from "../icons.js";
import { datingPreferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

/** The form, fetched when "Choose" is tapped: Discover's first load carries only the question. */
const PreferencesCard = lazy(() =>
  import("./preferences-fields.js").then((m) => ({ default: m.PreferencesCard })),
);

/**
 * Remembered per device (decision 248) in a cookie, so the server draws a later visit's chip
 * itself instead of the question the browser then folds (decision 372). Devices that
 * remembered it in localStorage before are moved to the cookie.
 */
const SEEN_COOKIE = "tandem-preferences-prompt";
const SEEN_DAYS = 400;
const LEGACY_SEEN_KEY = "tandem.preferences-prompt-seen";
let seenBefore: boolean | null = null;
const listeners = new Set<() => void>();
function readSeen(): boolean {
  if (seenBefore === null) {
    seenBefore = readCookie(SEEN_COOKIE) === "seen";
    if (!seenBefore) {
      try {
        seenBefore = window.localStorage.getItem(LEGACY_SEEN_KEY) !== null;
      } catch {
        seenBefore = false;
      }
    }
  }
  return seenBefore;
}
/** Said once this visit ends: the next visit shows the chip. */
function markSeen(): void {
  writeCookie(SEEN_COOKIE, "seen", SEEN_DAYS);
}
function collapseNextTime(): void {
  seenBefore = true;
  listeners.forEach((listener) => listener());
}
/** For tests: a device that never showed the question. */
export function forgetPreferencesPromptSeen(): void {
  writeCookie(SEEN_COOKIE, "", 0);
  seenBefore = null;
  listeners.forEach((listener) => listener());
}
function usePromptSeenBefore(): boolean {
  const cookieAsRendered = useCookieAsRendered(SEEN_COOKIE);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readSeen,
    () => cookieAsRendered() === "seen",
  );
}

/** Less than 20 root ems of width (large text, or a zoomed page): the question would fill it. */
function isCramped(): boolean {
  const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return window.innerWidth / rootFontSize < 20;
}
function useCrampedViewport(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("resize", listener);
      return () => window.removeEventListener("resize", listener);
    },
    isCramped,
    () => false,
  );
}

/**
 * Discover's question while the preferences were never set (decision 120), in full on the
 * first visit; on later visits a filter chip that opens it (decision 248), so the first card
 * is not pushed down each time. With large text or zoom it is the chip from the first visit
 * (decision 275): in full it would fill the screen.
 */
export function PreferencesPrompt(props: { preferences: DatingPreferences; city: string | null }) {
  const t = useCopy(datingPreferencesCopy);
  const seenBefore = usePromptSeenBefore();
  const cramped = useCrampedViewport();
  const seen = seenBefore || cramped;
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    markSeen();
    return collapseNextTime;
  }, []);
  if (seen && !expanded) {
    return (
      <button
        type="button"
        aria-expanded={false}
        onClick={() => setExpanded(true)}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-rose-200 bg-white px-4 text-sm font-semibold text-gray-800 shadow-sm transition hover:bg-rose-50",
          focusRing,
        )}
      >
        <FilterIcon className="size-4 text-rose-600" />
        {t("promptTitle")}
      </button>
    );
  }
  return <PreferencesQuestion {...props} />;
}

function PreferencesQuestion({
  preferences,
  city,
}: {
  preferences: DatingPreferences;
  city: string | null;
}) {
  const t = useCopy(datingPreferencesCopy);
  const [open, setOpen] = useState(false);
  const save = useSavePreferences();
  const question = (
    <section
      aria-label={t("promptTitle")}
      className="rounded-2xl border border-rose-100 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-gray-900">{t("promptTitle")}</h2>
      <p className="mt-1 text-sm text-gray-600">{t("promptText")}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          disabled={save.isPending || open}
          onClick={() =>
            save.mutate(
              { ...OPEN_PREFERENCES },
              { onError: (error) => toastError(error, { text: t("failed") }) },
            )
          }
        >
          {t("keep")}
        </Button>
        <Button disabled={open} onClick={() => setOpen(true)}>
          {t("choose")}
        </Button>
      </div>
    </section>
  );
  if (!open) return question;
  // The question stays while the form's code arrives (a moment, or none once cached).
  return (
    <Suspense fallback={question}>
      <PreferencesCard prompt preferences={preferences} city={city} />
    </Suspense>
  );
}
