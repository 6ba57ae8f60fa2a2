import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { defineCopy } from "@tandem/i18n";
import { Button, buttonVariants, cn, focusRing } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon, SparklesIcon } from "../components/icons.js";
import { CandidateCard } from "../components/matching/candidate-card.js";
import { DeckActions } from "../components/matching/deck-actions.js";
import { EmptyDeck } from "../components/matching/empty-deck.js";
import type { LikeTarget } from "../components/matching/like-sheet.js";
import { PreferencesPrompt } from "../components/matching/preferences-prompt.js";
import { useDiscoverDeck } from "../components/matching/use-discover-deck.js";
import { useDiscoverReport } from "../components/matching/use-discover-report.js";
import { lazyDialog } from "../components/lazy-dialog.js";
import { PageHeader } from "../components/page-header.js";
import { errorText } from "../lib/errors.js";
import { useCopy } from "../lib/i18n.js";
import { trpc } from "../lib/trpc.js";

export const discoverCopy = defineCopy(
  {
    title: "Discover",
    subtitle: "Find your match",
    myMatches: "My Matches",
    loading: "Finding people for you",
    counter: "{position} of {total}{more, select, yes {+} other {}} profiles",
    paused: "Your profile is paused: others can't see you in Discover.",
    resume: "Change in Profile",
    skipToActions: "Skip to actions",
    loadFailed: "Could not load profiles.",
    retry: "Try again",
    unavailable: "Discover is not available",
    backHome: "Back to Home",
  },
  { es: () => import("./discover.es.js") },
);

// The like's note sheet and the report dialog load their code when first opened: the first
// card shows without them (docs/pages.md).
const LikeSheet = lazyDialog(
  () => import("../components/matching/like-sheet.js").then((m) => m.LikeSheet),
  (props) => props.target !== null,
);
const ReportDialog = lazyDialog(
  () => import("../components/matching/report-dialog.js").then((m) => m.ReportDialog),
  (props) => props.nickname !== null,
);

/** The match moment loads when a like makes a match: the deck's first load goes without it. */
const MatchMoment = lazy(() =>
  import("../components/matching/match-moment.js").then((m) => ({ default: m.MatchMoment })),
);

/**
 * Discover: one candidate at a time, like or pass. A missing step of the setup
 * (profile, discovery quiz) sends the person there.
 * @see docs/spec/product-spec.md, "Discover"
 */
export default function DiscoverScreen() {
  const t = useCopy(discoverCopy);
  const { state, like, pass, remove, undo, busy, liking, likeError, clearLikeError, closeMatch } =
    useDiscoverDeck();
  const deck = useRef<HTMLDivElement>(null);
  const passButton = useRef<HTMLButtonElement>(null);
  const { reporting, startReport, report } = useDiscoverReport(remove, deck);
  /** The photo or answer being liked, while its note sheet is open. */
  const [likeTarget, setLikeTarget] = useState<LikeTarget | null>(null);
  const openSheet = (target: LikeTarget) => {
    clearLikeError();
    setLikeTarget(target);
  };
  const profile = trpc.matching.profile.useQuery();

  let body: ReactNode;
  switch (state.kind) {
    case "matched":
      body = (
        <Suspense fallback={<ScreenSkeleton layout="cards" label={t("loading")} header={false} />}>
          <MatchMoment
            key={state.matchId}
            matchId={state.matchId}
            nickname={state.nickname}
            photoUrl={state.photoUrl}
            commonTags={state.commonTags}
            likedAnswer={state.likedAnswer}
            onDone={closeMatch}
          />
        </Suspense>
      );
      break;
    case "loading":
      body = <ScreenSkeleton layout="deck" label={t("loading")} header={false} />;
      break;
    case "unavailable":
      body = (
        <EmptyState icon={SparklesIcon} tone="brand" title={t("unavailable")} text={state.message}>
          <Link to="/app" className={buttonVariants({ className: "w-full" })}>
            {t("backHome")}
          </Link>
        </EmptyState>
      );
      break;
    case "failed":
      body = (
        <EmptyState
          icon={SparklesIcon}
          tone="brand"
          title={t("loadFailed")}
          text={errorText(state.error)}
        >
          <Button variant="outline" className="w-full" onClick={state.retry}>
            {t("retry")}
          </Button>
        </EmptyState>
      );
      break;
    case "empty":
      body = <EmptyDeck undo={undo} busy={busy} />;
      break;
    case "ready":
      body = (
        <div ref={deck} className="flex flex-col gap-4">
          {/* A keyboard reaches Pass and Like without tabbing through the whole card (decision 278). */}
          <a
            href="#deck-actions"
            onClick={(event) => {
              event.preventDefault();
              passButton.current?.focus();
            }}
            className={cn(
              "sr-only self-center rounded-full bg-white px-4 text-sm font-semibold text-rose-700 shadow-md focus:not-sr-only focus:inline-flex focus:min-h-11 focus:items-center",
              focusRing,
            )}
          >
            {t("skipToActions")}
          </a>
          <p className="text-center text-sm font-medium text-gray-600" aria-live="polite">
            {t("counter", {
              position: state.position,
              total: state.total,
              more: state.more ? "yes" : "no",
            })}
          </p>
          <CandidateCard
            key={state.current.id}
            candidate={state.current}
            onLikeThing={openSheet}
            onReport={() => startReport(state.current)}
            disabled={busy}
          />
          <ReportDialog
            from="discover"
            onCloseAutoFocus={report.focusAfterClose}
            nickname={reporting?.nickname ?? null}
            onOpenChange={(open) => (open ? undefined : report.close())}
            pending={report.pending}
            onSubmit={report.send}
          />
          <LikeSheet
            nickname={state.current.nickname}
            target={likeTarget}
            pending={liking}
            error={likeError}
            onClose={() => setLikeTarget(null)}
            onSend={(note) => {
              const candidate = state.current;
              const about =
                likeTarget?.kind === "photo"
                  ? { photoId: likeTarget.photo.id }
                  : likeTarget?.kind === "answer"
                    ? { answer: likeTarget.tag }
                    : {};
              like(candidate, { ...about, note: note.trim() ? note : null }, () =>
                setLikeTarget(null),
              );
            }}
          />
          <DeckActions
            undo={undo}
            busy={busy}
            passButton={passButton}
            onPass={() => pass(state.current)}
            onLike={() => like(state.current)}
          />
        </div>
      );
  }

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        right={
          <Link to="/app/matches" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <HeartIcon className="text-rose-500" />
            {t("myMatches")}
          </Link>
        }
      />
      {profile.data?.paused ? (
        <p
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          role="status"
        >
          {t("paused")}{" "}
          <Link to="/app/profile" className="font-semibold underline">
            {t("resume")}
          </Link>
        </p>
      ) : null}
      {/* Asked once, above the deck, while the preferences were never set (decision 120). */}
      {profile.data && !profile.data.preferences.confirmed && state.kind !== "matched" ? (
        <PreferencesPrompt preferences={profile.data.preferences} city={profile.data.city} />
      ) : null}
      {body}
    </>
  );
}
