import type { DiscoverCandidate, LikeInput } from "@tandem/api-contract";

/** What a like is about, and its note. */
export type LikeDetails = Omit<LikeInput, "toUserId">;

/** A match a like just made: the match moment shows it until the person moves on. */
export interface MatchMade {
  matchId: number;
  nickname: string;
  photoUrl: string | null;
  /** What the match moment's first line is about (match-opener.ts). */
  commonTags: readonly string[];
  likedAnswer?: string | null;
}

/** What the deck shows now. */
export type DeckState =
  | { kind: "loading" }
  | ({ kind: "matched" } & MatchMade)
  /** Discover refuses this person (a 409 without a missing step, e.g. they are paired). */
  | { kind: "unavailable"; message: string }
  | { kind: "failed"; error: unknown; retry: () => void }
  | { kind: "empty" }
  | {
      kind: "ready";
      current: DiscoverCandidate;
      position: number;
      /** People in this round: seen + left (left counted up to DISCOVER_COUNT_CAP). */
      total: number;
      /** More than the cap are left: show the total as "N+". */
      more: boolean;
    };
