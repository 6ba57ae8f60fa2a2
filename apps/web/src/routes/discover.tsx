import { useEffect, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { REDIRECT_AFTER_MATCH_MS, type DiscoverCandidate } from "@tandem/api-contract";
import { Button, buttonVariants, Card, toast } from "@tandem/ui";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { HeartIcon, SparklesIcon, UsersIcon, XIcon } from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { CandidateCard } from "../components/singles/candidate-card.js";
import { describeError, errorText, toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Discover",
  subtitle: "Find your match",
  myMatches: "My Matches",
  loading: "Finding people for you",
  counter: (position: number, total: number) => `${position} of ${total} profiles`,
  pass: "Pass",
  like: "Like",
  emptyTitle: "No more profiles",
  emptyText: "You've seen everyone for now. Check back later for new people.",
  viewMatches: "View My Matches",
  matchTitle: "It's a match!",
  matchText: (nickname: string) => `You and ${nickname} like each other.`,
  matchRedirect: "Taking you to your matches...",
  likeFailed: "Failed to send like. Please try again.",
  passFailed: "Something went wrong. Please try again.",
  loadFailed: "Could not load profiles.",
  retry: "Try again",
  unavailable: "Discover is not available",
  backHome: "Back to Home",
};

function MessageCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-linear-to-br from-rose-100 to-violet-100 text-rose-600">
          <SparklesIcon className="size-8" />
        </span>
        <h2 className="text-xl font-bold text-gray-900">{title}</h2>
        <p className="text-sm text-gray-600">{text}</p>
        {children}
      </div>
    </Card>
  );
}

/**
 * Spec §2 Discover: one candidate at a time, like or pass. A 409 means a step of the setup is
 * missing: the saved profile tells which (no profile -> profile setup, no tags -> the quiz).
 */
export default function DiscoverScreen() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const discover = trpc.matching.discover.useQuery(undefined, {
    retry: false,
    // The cached deck is kept (liked and passed people are dropped from it); an empty one is
    // asked again on each visit, so new people show up.
    refetchOnMount: (query) => (query.state.data?.length ? false : "always"),
  });
  const [seen, setSeen] = useState(0);
  const [matchedWith, setMatchedWith] = useState<string | null>(null);

  // A 409 says which step of the setup is missing; the person is sent to it.
  const failure = discover.error ? describeError(discover.error) : null;
  const missingStep =
    failure?.reason === "PROFILE_REQUIRED"
      ? "/app/profile-setup"
      : failure?.reason === "DISCOVERY_QUIZ_REQUIRED"
        ? "/app/discovery-quiz"
        : null;
  const unavailable = failure?.status === 409 && !missingStep ? failure.message : null;
  useEffect(() => {
    if (missingStep) navigate(missingStep, { replace: true });
  }, [missingStep, navigate]);

  useEffect(() => {
    if (!matchedWith) return;
    const timer = window.setTimeout(() => navigate("/app/matches"), REDIRECT_AFTER_MATCH_MS);
    return () => window.clearTimeout(timer);
  }, [matchedWith, navigate]);

  /** Done with this candidate: drop them from the cached list, so coming back does not show them again. */
  const next = (candidate: DiscoverCandidate) => {
    utils.matching.discover.setData(undefined, (list) =>
      list?.filter((c) => c.id !== candidate.id),
    );
    setSeen((n) => n + 1);
  };

  const like = trpc.matching.like.useMutation();
  const pass = trpc.matching.pass.useMutation();
  const busy = like.isPending || pass.isPending || matchedWith !== null;

  /** A 404 means the person is gone (paired, blocked, deleted): move on instead of retrying. */
  const onFailure = (candidate: DiscoverCandidate, error: unknown, text: string) => {
    toastError(error, { text });
    if (describeError(error).status === 404) next(candidate);
  };

  const onLike = (candidate: DiscoverCandidate) =>
    like.mutate(
      { toUserId: candidate.id },
      {
        onSuccess: (result) => {
          if (result.isMatch) {
            const nickname = result.matchedUser?.nickname ?? candidate.nickname;
            toast({ title: copy.matchTitle, description: copy.matchText(nickname) });
            void utils.matching.matches.invalidate();
            setMatchedWith(nickname);
          }
          next(candidate);
        },
        onError: (error) => onFailure(candidate, error, copy.likeFailed),
      },
    );

  const onPass = (candidate: DiscoverCandidate) =>
    pass.mutate(
      { toUserId: candidate.id },
      {
        onSuccess: () => next(candidate),
        onError: (error) => onFailure(candidate, error, copy.passFailed),
      },
    );

  const header = (
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
  );

  const matchesLink = (
    <Link to="/app/matches" className={buttonVariants({ className: "mt-2 w-full" })}>
      {copy.viewMatches}
    </Link>
  );

  let body: ReactNode;
  if (matchedWith) {
    body = (
      <Card className="overflow-hidden" role="status">
        <div className="flex flex-col items-center gap-3 bg-linear-to-br from-rose-500 to-violet-500 p-8 text-center text-white">
          <HeartIcon className="size-14 fill-white/90" />
          <h2 className="text-3xl font-extrabold">{copy.matchTitle}</h2>
          <p className="text-white/90">{copy.matchText(matchedWith)}</p>
        </div>
        <div className="flex flex-col items-center gap-2 p-6 text-center">
          <p className="text-sm text-gray-600">{copy.matchRedirect}</p>
          {matchesLink}
        </div>
      </Card>
    );
  } else if (discover.isLoading || missingStep) {
    body = <CenteredSpinner label={copy.loading} />;
  } else if (unavailable !== null) {
    body = (
      <MessageCard title={copy.unavailable} text={unavailable}>
        <Link to="/app" className={buttonVariants({ className: "mt-2 w-full" })}>
          {copy.backHome}
        </Link>
      </MessageCard>
    );
  } else if (discover.error) {
    body = (
      <MessageCard title={copy.loadFailed} text={errorText(discover.error)}>
        <Button variant="outline" className="mt-2 w-full" onClick={() => void discover.refetch()}>
          {copy.retry}
        </Button>
      </MessageCard>
    );
  } else {
    const candidates = discover.data ?? [];
    const current = candidates[0];
    body = current ? (
      <div className="flex flex-col gap-4">
        <p className="text-center text-sm font-medium text-gray-600" aria-live="polite">
          {copy.counter(seen + 1, seen + candidates.length)}
        </p>
        <CandidateCard key={current.id} candidate={current} />
        {/* Sticky above the bottom navigation, so a long profile never hides the buttons. */}
        <div className="pointer-events-none sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-center gap-8">
          <Button
            variant="outline"
            size="icon"
            aria-label={copy.pass}
            title={copy.pass}
            disabled={busy}
            onClick={() => onPass(current)}
            className="pointer-events-auto size-16! rounded-full! border-2 border-gray-200! text-gray-600 shadow-md hover:border-gray-300! hover:bg-gray-50! [&_svg]:size-7!"
          >
            <XIcon />
          </Button>
          <Button
            size="icon"
            aria-label={copy.like}
            title={copy.like}
            disabled={busy}
            onClick={() => onLike(current)}
            className="pointer-events-auto size-16! rounded-full! shadow-lg [&_svg]:size-7!"
          >
            <HeartIcon className="fill-white" />
          </Button>
        </div>
      </div>
    ) : (
      <Card>
        <div className="flex flex-col items-center gap-3 p-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-violet-100 text-violet-600">
            <UsersIcon className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-gray-900">{copy.emptyTitle}</h2>
          <p className="text-sm text-gray-600">{copy.emptyText}</p>
          {matchesLink}
        </div>
      </Card>
    );
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}
