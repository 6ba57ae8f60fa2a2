import { Link } from "react-router-dom";
import {
  AGE_GROUPS,
  OPEN_PREFERENCES,
  type DatingPreferences,
  type DatingPreferencesInput,
  type DiscoverCount,
} from "@tandem/api-contract";
import { Button, buttonVariants } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { EmptyState } from "../empty-state.js";
import { UsersIcon } from "../icons.js";
import { preferencesCopy } from "./preferences-copy.js";

type Widen = NonNullable<DiscoverCount["widen"]>;

export const emptyDeckCopy = {
  emptyTitle: "No more profiles",
  emptyText: "You've seen everyone for now. Check back later for new people.",
  viewMatches: "View My Matches",
  undo: "Undo last pass",
  editPreferences: "Change who you'd like to meet",
  narrowTitle: "No one left who fits your preferences",
  why: {
    age: "Nobody left in your age range who also fits what they're looking for.",
    gender: "Nobody left among the people you chose to see.",
    distance: "Nobody left this close to you.",
    all: "Nobody left who fits all your preferences.",
  } satisfies Record<Widen, string>,
  button: {
    age: "Widen your age range",
    gender: "Show me everyone",
    distance: "Look anywhere",
    all: "Widen your preferences",
  } satisfies Record<Widen, string>,
  failed: preferencesCopy.failed,
};

/** The preferences with the one rule widened as far as it goes. */
export function widened(preferences: DatingPreferences, rule: Widen): DatingPreferencesInput {
  const { confirmed: _confirmed, ...current } = preferences;
  switch (rule) {
    case "age":
      return { ...current, ageMin: AGE_GROUPS[0], ageMax: OPEN_PREFERENCES.ageMax };
    case "gender":
      return { ...current, showMe: "everyone" };
    case "distance":
      return { ...current, distance: "anywhere", distanceKm: null };
    case "all":
      return { ...OPEN_PREFERENCES };
  }
}

/**
 * Discover with nobody left. When the person's own preferences are why, it says so and offers
 * the one button that widens them (decision 120); otherwise they have seen everyone.
 */
export function EmptyDeck({ undo, busy }: { undo: (() => void) | null; busy: boolean }) {
  const utils = trpc.useUtils();
  // The deck's own count query (same key): read from its cache, not fetched again.
  const count = trpc.matching.discoverCount.useQuery(undefined, { retry: false });
  const profile = trpc.matching.profile.useQuery();
  const save = trpc.matching.savePreferences.useMutation({
    onSuccess: (preferences) => {
      utils.matching.profile.setData(undefined, (current) =>
        current ? { ...current, preferences } : current,
      );
      void utils.matching.discover.invalidate();
      void utils.matching.discoverCount.invalidate();
    },
    onError: (error) => toastError(error, { text: emptyDeckCopy.failed }),
  });
  const widen = count.data?.widen ?? null;
  const preferences = profile.data?.preferences;

  const matchesLink = (
    <Link to="/app/matches" className={buttonVariants({ className: "w-full" })}>
      {emptyDeckCopy.viewMatches}
    </Link>
  );
  const undoButton = undo ? (
    <Button variant="outline" className="w-full" disabled={busy} onClick={undo}>
      {emptyDeckCopy.undo}
    </Button>
  ) : null;

  if (widen && preferences) {
    return (
      <EmptyState
        icon={UsersIcon}
        tone="violet"
        title={emptyDeckCopy.narrowTitle}
        text={emptyDeckCopy.why[widen]}
      >
        <Button
          className="w-full"
          disabled={save.isPending}
          onClick={() => save.mutate(widened(preferences, widen))}
        >
          {emptyDeckCopy.button[widen]}
        </Button>
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
      {matchesLink}
      {undoButton}
    </EmptyState>
  );
}
