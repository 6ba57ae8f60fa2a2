import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  REDIRECT_AFTER_MATCH_MS,
  type DiscoverCandidate,
  type ErrorReason,
} from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

export const deckCopy = {
  matchTitle: "It's a match!",
  matchText: (nickname: string) => `You and ${nickname} like each other.`,
  likeFailed: "Failed to send like. Please try again.",
  passFailed: "Something went wrong. Please try again.",
  undone: (nickname: string) => `${nickname} is back`,
  undoFailed: "Could not undo. Please try again.",
};

/** Where a person is sent when Discover answers that a step of the setup is missing. */
const MISSING_STEP: Partial<Record<ErrorReason, string>> = {
  PROFILE_REQUIRED: "/app/profile-setup",
  DISCOVERY_QUIZ_REQUIRED: "/app/discovery-quiz",
};

type DeckState =
  | { kind: "loading" }
  | { kind: "matched"; nickname: string }
  /** Discover refuses this person (a 409 without a missing step, e.g. they are paired). */
  | { kind: "unavailable"; message: string }
  | { kind: "failed"; error: unknown; retry: () => void }
  | { kind: "empty" }
  | { kind: "ready"; current: DiscoverCandidate; position: number; total: number };

/**
 * Spec §2 Discover: the deck of candidates, one at a time. Liked and passed people leave the
 * cached deck (coming back does not show them again); a 404 on like/pass means the person is
 * gone, so they are skipped too. A match is celebrated, then the matches screen opens.
 */
export function useDiscoverDeck() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const discover = trpc.matching.discover.useQuery(undefined, {
    retry: false,
    // An empty deck is asked again on each visit, so new people show up.
    refetchOnMount: (query) => (query.state.data?.length ? false : "always"),
  });
  const [seen, setSeen] = useState(0);
  const [matchedWith, setMatchedWith] = useState<string | null>(null);
  const like = trpc.matching.like.useMutation();
  const pass = trpc.matching.pass.useMutation();
  const undoPass = trpc.matching.undoPass.useMutation();
  /** The candidate passed last on this visit: "undo" puts them back on top of the deck. */
  const [lastPassed, setLastPassed] = useState<DiscoverCandidate | null>(null);

  const failure = discover.error ? describeError(discover.error) : null;
  const missingStep = failure?.reason ? MISSING_STEP[failure.reason] : undefined;
  useEffect(() => {
    if (missingStep) navigate(missingStep, { replace: true });
  }, [missingStep, navigate]);

  useEffect(() => {
    if (!matchedWith) return;
    const timer = window.setTimeout(() => navigate("/app/matches"), REDIRECT_AFTER_MATCH_MS);
    return () => window.clearTimeout(timer);
  }, [matchedWith, navigate]);

  const next = (candidate: DiscoverCandidate) => {
    utils.matching.discover.setData(undefined, (list) =>
      list?.filter((c) => c.id !== candidate.id),
    );
    setSeen((n) => n + 1);
  };

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
            toast({ title: deckCopy.matchTitle, description: deckCopy.matchText(nickname) });
            void utils.matching.matches.invalidate();
            setMatchedWith(nickname);
          }
          next(candidate);
        },
        onError: (error) => onFailure(candidate, error, deckCopy.likeFailed),
      },
    );

  const onPass = (candidate: DiscoverCandidate) =>
    pass.mutate(
      { toUserId: candidate.id },
      {
        onSuccess: () => {
          next(candidate);
          setLastPassed(candidate);
        },
        onError: (error) => onFailure(candidate, error, deckCopy.passFailed),
      },
    );

  const onUndo = () =>
    undoPass.mutate(undefined, {
      onSuccess: (undone) => {
        const back = lastPassed?.id === undone.userId ? lastPassed : null;
        setLastPassed(null);
        if (back) {
          utils.matching.discover.setData(undefined, (list) => [back, ...(list ?? [])]);
          setSeen((n) => Math.max(0, n - 1));
        } else void utils.matching.discover.invalidate();
        toast({ title: deckCopy.undone(undone.nickname) });
      },
      onError: (error) => {
        setLastPassed(null);
        toastError(error, { text: deckCopy.undoFailed });
      },
    });

  const candidates = discover.data ?? [];
  const current = candidates[0];
  let state: DeckState;
  if (matchedWith) state = { kind: "matched", nickname: matchedWith };
  else if (discover.isLoading || missingStep) state = { kind: "loading" };
  else if (failure?.status === 409) state = { kind: "unavailable", message: failure.message };
  else if (discover.error)
    state = { kind: "failed", error: discover.error, retry: () => void discover.refetch() };
  else if (!current) state = { kind: "empty" };
  else state = { kind: "ready", current, position: seen + 1, total: seen + candidates.length };

  return {
    state,
    like: onLike,
    pass: onPass,
    /** Set after a pass on this visit. */
    undo: lastPassed ? onUndo : null,
    busy: like.isPending || pass.isPending || undoPass.isPending || matchedWith !== null,
  };
}
