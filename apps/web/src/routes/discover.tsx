import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router-dom";
import type { DiscoverCandidate } from "@tandem/api-contract";
import { Button, buttonVariants, cn, focusRing, toast } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon, SparklesIcon, UndoIcon, XIcon } from "../components/icons.js";
import { CandidateCard } from "../components/matching/candidate-card.js";
import { EmptyDeck } from "../components/matching/empty-deck.js";
import type { LikeTarget } from "../components/matching/like-sheet.js";
import { PreferencesPrompt } from "../components/matching/preferences-prompt.js";
import type { ReportChoice } from "../components/matching/report-dialog.js";
import { useDiscoverDeck } from "../components/matching/use-discover-deck.js";
import { lazyDialog } from "../components/lazy-dialog.js";
import { PageHeader } from "../components/page-header.js";
import { errorText, toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Discover",
  subtitle: "Find your match",
  myMatches: "My Matches",
  loading: "Finding people for you",
  counter: (position: number, total: number, more: boolean) =>
    `${position} of ${total}${more ? "+" : ""} profiles`,
  pass: "Pass",
  undo: "Undo last pass",
  paused: "Your profile is paused: others can't see you in Discover.",
  resume: "Change in Profile",
  like: "Like",
  skipToActions: "Skip to actions",
  loadFailed: "Could not load profiles.",
  retry: "Try again",
  unavailable: "Discover is not available",
  backHome: "Back to Home",
  reported: "Report sent",
  reportedText: (name: string) =>
    `Thank you. Our team will review it. You won't see ${name} again.`,
  reportFailed: "Could not send the report. Please try again.",
};

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

const roundButton = "pointer-events-auto size-16! rounded-full! [&_svg]:size-7!";

/**
 * Discover: one candidate at a time, like or pass. A missing step of the setup
 * (profile, discovery quiz) sends the person there.
 * @see docs/spec/product-spec.md, "Discover"
 */
export default function DiscoverScreen() {
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
  const undoButton = undo ? (
    <Button
      variant="outline"
      size="icon"
      aria-label={copy.undo}
      title={copy.undo}
      disabled={busy}
      onClick={undo}
      className="pointer-events-auto size-12! rounded-full! border-2 border-amber-200! text-amber-600 shadow-md [&_svg]:size-5!"
    >
      <UndoIcon />
    </Button>
  ) : null;

  let body: ReactNode;
  switch (state.kind) {
    case "matched":
      body = (
        <Suspense fallback={<ScreenSkeleton layout="cards" label={copy.loading} header={false} />}>
          <MatchMoment
            key={state.matchId}
            matchId={state.matchId}
            nickname={state.nickname}
            photoUrl={state.photoUrl}
            opener={state.opener}
            onDone={closeMatch}
          />
        </Suspense>
      );
      break;
    case "loading":
      body = <ScreenSkeleton layout="deck" label={copy.loading} header={false} />;
      break;
    case "unavailable":
      body = (
        <EmptyState icon={SparklesIcon} tone="brand" title={copy.unavailable} text={state.message}>
          <Link to="/app" className={buttonVariants({ className: "w-full" })}>
            {copy.backHome}
          </Link>
        </EmptyState>
      );
      break;
    case "failed":
      body = (
        <EmptyState
          icon={SparklesIcon}
          tone="brand"
          title={copy.loadFailed}
          text={errorText(state.error)}
        >
          <Button variant="outline" className="w-full" onClick={state.retry}>
            {copy.retry}
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
            {copy.skipToActions}
          </a>
          <p className="text-center text-sm font-medium text-gray-600" aria-live="polite">
            {copy.counter(state.position, state.total, state.more)}
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
          {/* Sticky above the bottom navigation, so a long profile never hides the buttons. */}
          <div
            id="deck-actions"
            data-deck-actions
            className="pointer-events-none sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-center gap-8"
          >
            {undoButton}
            <Button
              ref={passButton}
              variant="outline"
              size="icon"
              aria-label={copy.pass}
              title={copy.pass}
              disabled={busy}
              onClick={() => pass(state.current)}
              className={`${roundButton} border-2 border-gray-200! text-gray-600 shadow-md hover:border-gray-300! hover:bg-gray-50!`}
            >
              <XIcon />
            </Button>
            <Button
              size="icon"
              aria-label={copy.like}
              title={copy.like}
              disabled={busy}
              onClick={() => like(state.current)}
              className={`${roundButton} shadow-lg`}
            >
              <HeartIcon className="fill-white" />
            </Button>
          </div>
        </div>
      );
  }

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        right={
          <Link to="/app/matches" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <HeartIcon className="text-rose-500" />
            {copy.myMatches}
          </Link>
        }
      />
      {profile.data?.paused ? (
        <p
          className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          role="status"
        >
          {copy.paused}{" "}
          <Link to="/app/profile" className="font-semibold underline">
            {copy.resume}
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

/**
 * Reporting the person on the card (decision 130): one step, "Also block" on by default. Once
 * sent, their card leaves the deck and the server never shows them to the reporter again.
 */
function useDiscoverReport(
  remove: (candidate: DiscoverCandidate) => void,
  deck: RefObject<HTMLElement | null>,
) {
  const utils = trpc.useUtils();
  const [reporting, setReporting] = useState<DiscoverCandidate | null>(null);
  const mutation = trpc.matching.report.useMutation();
  // Once a report is sent, the button that opened the dialog has gone with its card.
  const sent = useRef(false);
  /** After a sent report, focus goes to the next person's name, never to their Report button. */
  const focusAfterClose = (event: Event) => {
    if (!sent.current) return;
    sent.current = false;
    event.preventDefault();
    deck.current?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };
  const send = ({ reason, details, block }: ReportChoice) => {
    const candidate = reporting;
    if (!candidate) return;
    mutation.mutate(
      { userId: candidate.id, reason, details, block },
      {
        onSuccess: () => {
          toast({ title: copy.reported, description: copy.reportedText(candidate.nickname) });
          sent.current = true;
          setReporting(null);
          remove(candidate);
          void utils.matching.likesWaiting.invalidate();
        },
        onError: (error) => toastError(error, { text: copy.reportFailed }),
      },
    );
  };
  return {
    reporting,
    startReport: setReporting,
    report: { close: () => setReporting(null), pending: mutation.isPending, send, focusAfterClose },
  };
}
