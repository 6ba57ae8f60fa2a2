import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { type DiscoverCandidate, type ErrorReason } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { useOutbox } from "../../lib/outbox.js";
import { cameWithPageJustNow } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";
import { deckCopy } from "./deck-copy.js";
import {
  markSeen,
  resetProgress,
  seenCount,
  unmarkSeen,
  useProgressVersion,
  wasSeen,
} from "./deck-progress.js";
import type { DeckState, LikeDetails, MatchMade } from "./deck-state.js";
import { claimMatchMoment, releaseMatchMoment } from "./match-moment-claims.js";

/** Where a person is sent when Discover answers that a step of the setup is missing. */
const MISSING_STEP: Partial<Record<ErrorReason, string>> = {
  PROFILE_REQUIRED: "/app/profile-setup",
  DISCOVERY_QUIZ_REQUIRED: "/app/discovery-quiz",
};

/** "Like sent to Jordan" stays this long: a confirmation, not news (decision 248). */
const LIKE_SENT_TOAST_MS = 2500;

/** Load the next page when this few candidates of the current one are left. */
const NEXT_PAGE_AT = 5;

/**
 * Discover's deck of candidates, one at a time (decision 022). Liked and passed people leave the
 * cached deck (coming back does not show them again); a 404 on like/pass means the person is
 * gone, so they are skipped too. A match shows the match moment until the person moves on
 * (decision 246: no redirect).
 * @see docs/spec/product-spec.md, "Discover"
 */
export function useDiscoverDeck() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const t = useCopy(deckCopy);
  const discover = trpc.matching.discover.useQuery(undefined, {
    retry: false,
    // An empty deck is asked again on each visit, so new people show up (unless it came
    // with the server-rendered page a moment ago).
    refetchOnMount: (query) =>
      query.state.data?.length || cameWithPageJustNow(query) ? false : "always",
  });
  const count = trpc.matching.discoverCount.useQuery(undefined, {
    retry: false,
    // Counted again on each visit, unless it came with the server-rendered page a moment ago.
    refetchOnMount: (query) => (cameWithPageJustNow(query) ? false : "always"),
  });
  useProgressVersion();
  const [matchedWith, setMatchedWith] = useState<MatchMade | null>(null);
  const like = useOutbox("matching.like");
  const pass = useOutbox("matching.pass");
  const undoPass = trpc.matching.undoPass.useMutation();
  /** The candidate passed last on this visit: "undo" puts them back on top of the deck. */
  const [lastPassed, setLastPassed] = useState<DiscoverCandidate | null>(null);
  // The card on screen stays until it is liked or passed: a page that lands meanwhile (the
  // next page, someone new with a better score on top) never swaps it under the person's
  // finger, so a tap always answers the profile they are looking at.
  const [onScreen, setOnScreen] = useState<DiscoverCandidate | null>(null);

  const failure = discover.error ? describeError(discover.error) : null;
  const missingStep = failure?.reason ? MISSING_STEP[failure.reason] : undefined;
  useEffect(() => {
    // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
    if (missingStep) void navigate(missingStep, { replace: true });
  }, [missingStep, navigate]);

  // Likes whose match this screen would have shown: said by the toast once it has gone.
  const [claims] = useState(() => new Set<string>());
  useEffect(() => () => claims.forEach(releaseMatchMoment), [claims]);

  const next = (candidate: DiscoverCandidate) => {
    if (wasSeen(candidate.id)) return;
    utils.matching.discover.setData(undefined, (list) =>
      list?.filter((c) => c.id !== candidate.id),
    );
    utils.matching.discoverCount.setData(undefined, (left) =>
      left ? { ...left, count: Math.max(0, left.count - 1) } : left,
    );
    markSeen(candidate.id);
    setOnScreen((shown) => (shown?.id === candidate.id ? null : shown));
    // A like or pass may answer someone who liked this person first.
    void utils.matching.likesWaiting.invalidate();
  };

  // Landing (a match toasted) and refusal are said wherever the person is by then
  // (outbox-handlers.ts). Without a network the like or pass is queued and the next person
  // shows at once.
  const onFailure = (candidate: DiscoverCandidate, error: unknown) => {
    if (describeError(error).status === 404) next(candidate);
  };

  /**
   * A like: of the person, or of one of their photos or answers with an optional note.
   * `onSent` runs once it is stored; a refused note (400) is left for the sheet to show.
   */
  const onLike = (candidate: DiscoverCandidate, details: LikeDetails = {}, onSent?: () => void) => {
    claims.add(candidate.id);
    claimMatchMoment(candidate.id);
    const landed = () => {
      claims.delete(candidate.id);
      releaseMatchMoment(candidate.id);
    };
    const { queuedOffline } = like.queue(
      { toUserId: candidate.id, ...details },
      {
        onSuccess: (result) => {
          landed();
          onSent?.();
          const matched = result.isMatch ? result.matchedUser : null;
          if (matched) {
            setMatchedWith({
              matchId: matched.matchId,
              nickname: matched.nickname,
              photoUrl: matched.photoUrl,
              commonTags: candidate.commonTags,
              likedAnswer: details.answer,
            });
          } else if (result.isMatch === false) {
            toast({
              title: t("likeSent", { nickname: candidate.nickname }),
              duration: LIKE_SENT_TOAST_MS,
            });
          }
          next(candidate);
        },
        onError: (error) => {
          landed();
          if (describeError(error).status === 400 && Object.keys(details).length > 0) return;
          onFailure(candidate, error);
        },
      },
    );
    // Queued without a network: it lands later, wherever the person is, and says so there.
    if (queuedOffline) {
      landed();
      next(candidate);
    }
  };

  const onPass = (candidate: DiscoverCandidate) => {
    const { queuedOffline } = pass.queue(
      { toUserId: candidate.id },
      {
        onSuccess: () => {
          next(candidate);
          setLastPassed(candidate);
        },
        onError: (error) => onFailure(candidate, error),
      },
    );
    if (queuedOffline) next(candidate);
  };

  const onUndo = () =>
    undoPass.mutate(undefined, {
      onSuccess: (undone) => {
        const back = lastPassed?.id === undone.userId ? lastPassed : null;
        setLastPassed(null);
        if (back) {
          unmarkSeen(back.id);
          setOnScreen(back);
          utils.matching.discover.setData(undefined, (list) => [back, ...(list ?? [])]);
          utils.matching.discoverCount.setData(undefined, (left) =>
            left ? { ...left, count: left.count + 1 } : left,
          );
        } else {
          void utils.matching.discover.invalidate();
          void utils.matching.discoverCount.invalidate();
        }
        toast({ title: t("undone", { nickname: undone.nickname }) });
      },
      onError: (error) => {
        setLastPassed(null);
        toastError(error, { text: t("undoFailed") });
      },
    });

  const candidates = (discover.data ?? []).filter((c) => !wasSeen(c.id));
  const current = onScreen && !wasSeen(onScreen.id) ? onScreen : candidates[0];
  if (current && current.id !== onScreen?.id) setOnScreen(current);
  const left = count.data ? Math.max(count.data.count, candidates.length) : candidates.length;
  const moreOnServer = Boolean(count.data && (count.data.more || left > candidates.length));

  // Pages beyond the first: Discover answers the next people (liked and passed ones drop
  // out), so ask again when the deck runs low and the count says more are waiting.
  const { refetch: refetchDeck, isFetching } = discover;
  const { refetch: refetchCount } = count;
  const low = discover.isSuccess && candidates.length <= NEXT_PAGE_AT;
  // At most one page request per person seen: a count that disagrees for a moment (a like
  // still in flight) cannot make it ask in a loop.
  const [askedAtSeen, setAskedAtSeen] = useState<number | null>(null);
  const mayAsk = low && moreOnServer && askedAtSeen !== seenCount();
  useEffect(() => {
    if (mayAsk && !isFetching) {
      setAskedAtSeen(seenCount());
      void refetchDeck();
      void refetchCount();
    }
  }, [mayAsk, isFetching, refetchDeck, refetchCount]);
  // Nothing left here, and more expected from the server: a page is on its way.
  const pageComing = moreOnServer && (mayAsk || isFetching);

  // The deck ran out: the next visit starts a new round at "1 of N".
  const exhausted = discover.isSuccess && !isFetching && !current && !pageComing;
  useEffect(() => {
    if (exhausted) resetProgress();
  }, [exhausted]);
  let state: DeckState;
  if (matchedWith) state = { kind: "matched", ...matchedWith };
  else if (discover.isLoading || missingStep) state = { kind: "loading" };
  else if (failure?.status === 409) state = { kind: "unavailable", message: failure.message };
  else if (discover.error)
    state = { kind: "failed", error: discover.error, retry: () => void discover.refetch() };
  else if (!current) state = pageComing ? { kind: "loading" } : { kind: "empty" };
  else
    state = {
      kind: "ready",
      current,
      position: seenCount() + 1,
      total: seenCount() + left,
      more: count.data?.more ?? false,
    };

  return {
    state,
    like: onLike,
    pass: onPass,
    /** Takes someone out of the deck for good (reported: the server never shows them again). */
    remove: (candidate: DiscoverCandidate) => {
      next(candidate);
      setLastPassed((last) => (last?.id === candidate.id ? null : last));
    },
    /** Back to the deck from the match moment. */
    closeMatch: () => setMatchedWith(null),
    /** Set after a pass on this visit. */
    undo: lastPassed ? onUndo : null,
    busy:
      like.sending ||
      like.waiting ||
      pass.sending ||
      pass.waiting ||
      undoPass.isPending ||
      matchedWith !== null,
    liking: like.sending || like.waiting,
    /** Why the last like with a note was refused (its field's message), for the sheet. */
    likeError: likeErrorText(like.error),
    clearLikeError: like.reset,
  };
}

function likeErrorText(error: unknown): string | undefined {
  if (!error) return undefined;
  const { status, fields, message } = describeError(error);
  if (status !== 400) return undefined;
  return fields.note ?? fields.photoId ?? fields.answer ?? message;
}
