import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { LIKES_YOU_CAP, type Liker } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { buttonVariants } from "@tandem/ui";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { LikerCard } from "../components/matching/liker-card.js";
import type { MatchMomentProps } from "../components/matching/match-moment.js";
import {
  claimMatchMoment,
  releaseMatchMoment,
} from "../components/matching/match-moment-claims.js";
import { PageHeader } from "../components/page-header.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { describeError } from "../lib/errors.js";
import { useCopy } from "../lib/i18n.js";
import { useOutbox } from "../lib/outbox.js";
import { trpc } from "../lib/trpc.js";

export const likesYouCopy = defineCopy(
  {
    title: "Likes you",
    subtitle: "{count, plural, one {# person likes you} other {# people like you}}",
    loading: "Loading who likes you",
    loadFailed: "Could not load who likes you.",
    emptyTitle: "No likes waiting",
    emptyText: "When someone likes you, they'll show up here. Like them back to match.",
    discover: "Discover People",
    capped: "Showing the newest {cap}.",
  },
  { es: () => import("./likes-you.es.js") },
);

/** The match moment loads when a like back makes a match. */
const MatchMoment = lazy(() =>
  import("../components/matching/match-moment.js").then((m) => ({ default: m.MatchMoment })),
);

/**
 * "Likes you" (decision 241): everyone who liked the person and whom Discover may show them,
 * newest first, each with what the like was on and its note; Like back makes the match (its
 * moment shown, as in Discover: decision 246), Pass takes them off the list.
 */
export default function LikesYouScreen() {
  const t = useCopy(likesYouCopy);
  const utils = trpc.useUtils();
  const likers = trpc.matching.likesYou.useQuery();
  const waiting = trpc.matching.likesWaiting.useQuery();
  const like = useOutbox("matching.like");
  const pass = useOutbox("matching.pass");
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [matchedWith, setMatchedWith] = useState<Omit<MatchMomentProps, "onDone"> | null>(null);

  const done = (liker: Liker) => {
    setAnswered((ids) => new Set(ids).add(liker.id));
    utils.matching.likesWaiting.setData(undefined, (left) =>
      left ? { count: Math.max(0, left.count - 1) } : left,
    );
    // They may still be waiting in Discover's deck.
    void utils.matching.discover.invalidate();
  };
  // Someone no longer there (404: paused, paired, blocked since) leaves the list too; other
  // refusals are said by the outbox (outbox-handlers.ts).
  const onError = (liker: Liker) => (error: unknown) => {
    if (describeError(error).status === 404) done(liker);
  };
  const likeBack = (liker: Liker) => {
    // The moment says "It's a match!": the outbox's toast does not say it again.
    claimMatchMoment(liker.id);
    const { queuedOffline } = like.queue(
      { toUserId: liker.id },
      {
        onSuccess: (result) => {
          releaseMatchMoment(liker.id);
          done(liker);
          const matched = result.isMatch ? result.matchedUser : null;
          if (matched) {
            setMatchedWith({
              matchId: matched.matchId,
              nickname: matched.nickname,
              photoUrl: matched.photoUrl,
              commonTags: [],
            });
          }
        },
        onError: (error) => {
          releaseMatchMoment(liker.id);
          onError(liker)(error);
        },
      },
    );
    if (queuedOffline) {
      releaseMatchMoment(liker.id);
      done(liker);
    }
  };
  const passOn = (liker: Liker) => {
    const { queuedOffline } = pass.queue(
      { toUserId: liker.id },
      { onSuccess: () => done(liker), onError: onError(liker) },
    );
    if (queuedOffline) done(liker);
  };

  const list = (likers.data ?? []).filter((liker) => !answered.has(liker.id));
  const total = Math.max(waiting.data?.count ?? 0, list.length);
  const busy = like.sending || pass.sending;

  if (matchedWith) {
    return (
      <>
        <PageHeader title={t("title")} backTo="/app/matches" />
        <Suspense fallback={<ScreenSkeleton layout="cards" label={t("loading")} header={false} />}>
          <MatchMoment
            key={matchedWith.matchId}
            {...matchedWith}
            onDone={() => setMatchedWith(null)}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={likers.data ? t("subtitle", { count: total }) : undefined}
        backTo="/app/matches"
      />
      {likers.isLoading ? (
        <ScreenSkeleton layout="deck" label={t("loading")} header={false} />
      ) : likers.error ? (
        <LoadErrorCard
          what={t("loadFailed")}
          error={likers.error}
          onRetry={() => void likers.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={HeartIcon} title={t("emptyTitle")} text={t("emptyText")}>
          <Link to="/app/discover" className={buttonVariants({ className: "w-full" })}>
            {t("discover")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-5">
          {list.map((liker) => (
            <li key={liker.id}>
              <LikerCard
                liker={liker}
                busy={busy}
                onLikeBack={() => likeBack(liker)}
                onPass={() => passOn(liker)}
              />
            </li>
          ))}
          {(waiting.data?.count ?? 0) > (likers.data?.length ?? 0) ? (
            <li className="text-center text-sm text-gray-600">
              {t("capped", { cap: LIKES_YOU_CAP })}
            </li>
          ) : null}
        </ul>
      )}
    </>
  );
}
