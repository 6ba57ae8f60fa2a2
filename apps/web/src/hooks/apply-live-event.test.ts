import { describe, expect, it } from "vitest";
import type { LiveEvent } from "@tandem/api-contract";
import { applyLiveEvent } from "./use-live-events.js";

/** A stand-in for tRPC's utils that records which queries an event makes stale. */
function recordingUtils() {
  const invalidated: string[] = [];
  const node = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key: string) =>
        key === "invalidate"
          ? () => {
              invalidated.push(path.join(".") || "everything");
              return Promise.resolve();
            }
          : node([...path, key]),
    });
  return { utils: node([]) as Parameters<typeof applyLiveEvent>[0], invalidated };
}

describe("applyLiveEvent", () => {
  it.each<[LiveEvent, string[]]>([
    [
      { type: "partner-answered", questionId: 7, day: "2026-11-22" },
      ["rewards.goal", "quiz", "user.me", "couple.get"],
    ],
    [
      { type: "couple-goal", change: "set", rewardTitle: "Cinema Night" },
      ["rewards.goal", "user.me", "rewards.redemptions"],
    ],
    [{ type: "liked" }, ["matching.likesWaiting", "matching.likesYou"]],
    [
      { type: "match", matchId: 3, nickname: "Ben" },
      [
        "matching.matches",
        "chat.conversations",
        "matching.discover",
        "matching.likesWaiting",
        "matching.likesYou",
      ],
    ],
    [
      { type: "couple-ended", coupleId: "00000000-0000-4000-8000-000000000001" },
      ["account.notices", "user.me", "couple.get", "quiz"],
    ],
    [
      {
        type: "couple-restored",
        coupleId: "00000000-0000-4000-8000-000000000001",
        partner: { firstName: "Tomás", lastName: null, email: null },
      },
      ["account.notices", "user.me", "couple.get", "quiz"],
    ],
    [{ type: "resync" }, ["everything"]],
  ])("%j refreshes what it changes", (event, queries) => {
    const { utils, invalidated } = recordingUtils();
    applyLiveEvent(utils, event);
    expect(invalidated).toEqual(queries);
  });
});
