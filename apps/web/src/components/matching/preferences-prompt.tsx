import { lazy, Suspense, useState } from "react";
import { OPEN_PREFERENCES, type DatingPreferences } from "@tandem/api-contract";
import { Button } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { preferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

/** The form, fetched when "Choose" is tapped: Discover's first load carries only the question. */
const PreferencesCard = lazy(() =>
  import("./preferences-fields.js").then((m) => ({ default: m.PreferencesCard })),
);

/**
 * Discover's one-time question while the preferences were never set (decision 120): a line
 * above the deck with "Choose" (the preferences open in place) and "Keep everyone".
 */
export function PreferencesPrompt({
  preferences,
  city,
}: {
  preferences: DatingPreferences;
  city: string | null;
}) {
  const [open, setOpen] = useState(false);
  const save = useSavePreferences();
  const question = (
    <section
      aria-label={preferencesCopy.promptTitle}
      className="rounded-2xl border border-rose-100 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-gray-900">{preferencesCopy.promptTitle}</h2>
      <p className="mt-1 text-sm text-gray-600">{preferencesCopy.promptText}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          disabled={save.isPending || open}
          onClick={() =>
            save.mutate(
              { ...OPEN_PREFERENCES },
              { onError: (error) => toastError(error, { text: preferencesCopy.failed }) },
            )
          }
        >
          {preferencesCopy.keep}
        </Button>
        <Button disabled={open} onClick={() => setOpen(true)}>
          {preferencesCopy.choose}
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
