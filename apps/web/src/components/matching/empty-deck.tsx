import { Link } from "react-router-dom";
import { ADULT_AGE, AGE_YEARS_MAX, type DiscoverWidening } from "@tandem/api-contract";
import { Button, buttonVariants } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { ScreenSkeleton } from "../skeleton.js";
import { UsersIcon } from "../icons.js";
import { preferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

/** "+12 people", "+1 person", "+1000+ people". */
const added = ({ count, more }: DiscoverWidening) =>
  `+${count}${more ? "+" : ""} ${count === 1 && !more ? "person" : "people"}`;

export const emptyDeckCopy = {
  emptyTitle: "No more profiles",
  emptyText: "You've seen everyone for now. Check back later for new people.",
  viewMatches: "View My Matches",
  undo: "Undo last pass",
  editPreferences: "Change who you'd like to meet",
  looking: "Looking for more people",
  narrowTitle: "You've seen everyone who fits",
  narrowText: "Widen your preferences with one tap, and they join your deck.",
  /** A widening's button: who it adds, in words ("+12 people within 100 km"). */
  widening: (widening: DiscoverWidening): string => {
    const { ageMin, ageMax, distance, distanceKm } = widening.preferences;
    switch (widening.widen) {
      case "age": {
        const to = ageMax < AGE_YEARS_MAX ? ageMax : null;
        if (ageMin === ADULT_AGE && to === null) return `${added(widening)} of any age`;
        return `${added(widening)} aged ${ageMin} ${to ? `to ${to}` : "and over"}`;
      }
      case "distance":
        return distance === "within"
          ? `${added(widening)} within ${distanceKm} km`
          : `${added(widening)} farther away`;
      case "gender":
        return `${added(widening)} if you see everyone`;
    }
  },
  failed: preferencesCopy.failed,
};

/** Widenings the server counted this recently are not asked again when the deck shows. */
const WIDENINGS_FRESH_MS = 30_000;

/**
 * Discover with nobody left (decision 242): the changes of the person's own preferences that
 * would add people, each counted by the server with Discover's own rule ("+12 people within
 * 100 km"); one tap saves it and the deck fills again. Without any, they have seen everyone.
 */
export function EmptyDeck({ undo, busy }: { undo: (() => void) | null; busy: boolean }) {
  const utils = trpc.useUtils();
  const widenings = trpc.matching.discoverWidenings.useQuery(undefined, {
    retry: false,
    // Counted afresh each time the deck runs dry, except right after the server drew them.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > WIDENINGS_FRESH_MS,
  });
  const save = useSavePreferences((error) => toastError(error, { text: emptyDeckCopy.failed }));
  const widen = (widening: DiscoverWidening) =>
    save.mutate(widening.preferences, {
      onSuccess: () => void utils.matching.discoverWidenings.invalidate(),
    });

  const undoButton = undo ? (
    <Button variant="outline" className="w-full" disabled={busy} onClick={undo}>
      {emptyDeckCopy.undo}
    </Button>
  ) : null;

  if (widenings.isPending)
    return <ScreenSkeleton layout="deck" label={emptyDeckCopy.looking} header={false} />;
  const offered = widenings.data ?? [];
  if (offered.length > 0) {
    return (
      <EmptyState
        icon={UsersIcon}
        tone="violet"
        title={emptyDeckCopy.narrowTitle}
        text={emptyDeckCopy.narrowText}
      >
        <ul className="flex w-full flex-col gap-2">
          {offered.map((widening) => (
            <li key={widening.widen}>
              <Button
                className="h-auto! min-h-12 w-full whitespace-normal"
                disabled={save.isPending}
                onClick={() => widen(widening)}
              >
                {emptyDeckCopy.widening(widening)}
              </Button>
            </li>
          ))}
        </ul>
        <Link
          to="/app/profile#preferences"
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          {emptyDeckCopy.editPreferences}
        </Link>
        {undoButton}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={UsersIcon}
      tone="violet"
      title={emptyDeckCopy.emptyTitle}
      text={emptyDeckCopy.emptyText}
    >
      <Link to="/app/matches" className={buttonVariants({ className: "w-full" })}>
        {emptyDeckCopy.viewMatches}
      </Link>
      {undoButton}
    </EmptyState>
  );
}
