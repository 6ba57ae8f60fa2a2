import { Link } from "react-router-dom";
import { ADULT_AGE, AGE_YEARS_MAX, type DiscoverWidening } from "@tandem/api-contract";
import { defineCopy, distanceUnit, formatDistance, type Translate } from "@tandem/i18n";
import { Button, buttonVariants } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { useRegion } from "../../lib/region.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { ScreenSkeleton } from "../skeleton.js";
import { UsersIcon } from "../icons.js";
import { preferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

const english = {
  emptyTitle: "No more profiles",
  emptyText: "You've seen everyone for now. Check back later for new people.",
  viewMatches: "View My Matches",
  undo: "Undo last pass",
  editPreferences: "Change who you'd like to meet",
  looking: "Looking for more people",
  narrowTitle: "You've seen everyone who fits",
  narrowText: "Widen your preferences with one tap, and they join your deck.",
  // A widening's button: who it adds ("+12 people", "+1 person", "+1000+ people"), in words.
  added: "+{count}{more, select, yes {+} other {}} {people, select, one {person} other {people}}",
  ageAny: "{added} of any age",
  ageRange: "{added} aged {min} to {max}",
  ageOver: "{added} aged {min} and over",
  within: "{added} within {distance}",
  farther: "{added} farther away",
  gender: "{added} if you see everyone",
};

export const emptyDeckCopy = defineCopy(english, { es: () => import("./empty-deck.es.js") });

/** A widening's button in words ("+12 people within 100 km", or miles where they are read). */
function wideningText(
  t: Translate<typeof english>,
  widening: DiscoverWidening,
  distanceIn: (km: number) => string,
): string {
  const { count, more, widen } = widening;
  const added = t("added", {
    count,
    more: more ? "yes" : "no",
    people: count === 1 && !more ? "one" : "other",
  });
  const { ageMin, ageMax, distance, distanceKm } = widening.preferences;
  switch (widen) {
    case "age":
      if (ageMax < AGE_YEARS_MAX) return t("ageRange", { added, min: ageMin, max: ageMax });
      return ageMin === ADULT_AGE ? t("ageAny", { added }) : t("ageOver", { added, min: ageMin });
    case "distance":
      return distance === "within" && distanceKm !== null
        ? t("within", { added, distance: distanceIn(distanceKm) })
        : t("farther", { added });
    case "gender":
      return t("gender", { added });
  }
}

/** Widenings the server counted this recently are not asked again when the deck shows. */
const WIDENINGS_FRESH_MS = 30_000;

/**
 * Discover with nobody left (decision 242): the changes of the person's own preferences that
 * would add people, each counted by the server with Discover's own rule ("+12 people within
 * 100 km"); one tap saves it and the deck fills again. Without any, they have seen everyone.
 */
export function EmptyDeck({ undo, busy }: { undo: (() => void) | null; busy: boolean }) {
  const t = useCopy(emptyDeckCopy);
  const locale = useLocale();
  const unit = distanceUnit(useRegion());
  const distanceIn = (km: number) => formatDistance(locale, km, unit);
  const utils = trpc.useUtils();
  const widenings = trpc.matching.discoverWidenings.useQuery(undefined, {
    retry: false,
    // Counted afresh each time the deck runs dry, except right after the server drew them.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > WIDENINGS_FRESH_MS,
  });
  // The preferences form's words (preferences-copy.ts) until it speaks Spanish.
  const save = useSavePreferences((error) => toastError(error, { text: preferencesCopy.failed }));
  const widen = (widening: DiscoverWidening) =>
    save.mutate(widening.preferences, {
      onSuccess: () => void utils.matching.discoverWidenings.invalidate(),
    });

  const undoButton = undo ? (
    <Button variant="outline" className="w-full" disabled={busy} onClick={undo}>
      {t("undo")}
    </Button>
  ) : null;

  if (widenings.isPending)
    return <ScreenSkeleton layout="deck" label={t("looking")} header={false} />;
  const offered = widenings.data ?? [];
  if (offered.length > 0) {
    return (
      <EmptyState icon={UsersIcon} tone="violet" title={t("narrowTitle")} text={t("narrowText")}>
        <ul className="flex w-full flex-col gap-2">
          {offered.map((widening) => (
            <li key={widening.widen}>
              <Button
                className="h-auto! min-h-12 w-full whitespace-normal"
                disabled={save.isPending}
                onClick={() => widen(widening)}
              >
                {wideningText(t, widening, distanceIn)}
              </Button>
            </li>
          ))}
        </ul>
        <Link
          to="/app/profile#preferences"
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          {t("editPreferences")}
        </Link>
        {undoButton}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={UsersIcon} tone="violet" title={t("emptyTitle")} text={t("emptyText")}>
      <Link to="/app/matches" className={buttonVariants({ className: "w-full" })}>
        {t("viewMatches")}
      </Link>
      {undoButton}
    </EmptyState>
  );
}
