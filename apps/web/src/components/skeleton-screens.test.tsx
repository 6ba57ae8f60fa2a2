import { screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ChatScreen from "../routes/chat.js";
import DiscoverScreen from "../routes/discover.js";
import MatchesScreen from "../routes/matches.js";
import ProfileSetupScreen from "../routes/profile-setup.js";
import QuizHistoryScreen from "../routes/quiz-history.js";
import QuizScreen from "../routes/quiz.js";
import RewardsScreen from "../routes/rewards.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { stubTrpc } from "../test/trpc-stub.js";

// Screens drawn in the browser show their own layout in grey while their data is on its way,
// not a spinner (skeleton.tsx): each one's skeleton, then its content once the answer lands.

afterEach(() => vi.unstubAllGlobals());

/**
 * The signed-in person answers at once; every other read waits until `release` (a slow
 * network). Matches then gets an empty list.
 */
function holdReads() {
  stubTrpc({
    user: { me: () => authUser() },
    matching: { matches: () => [] },
  });
  const answer = globalThis.fetch;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (!decodeURIComponent(url).match(/\/trpc\/user\.me(\?|$)/)) await held;
    return answer(url, init);
  });
  return release;
}

const SCREENS: {
  name: string;
  screen: ReactElement;
  path: string;
  route?: string;
  label: string;
  bones: number;
}[] = [
  {
    name: "Matches",
    screen: <MatchesScreen />,
    path: "/app/matches",
    label: "Loading your matches",
    bones: 12,
  },
  {
    name: "Rewards",
    screen: <RewardsScreen />,
    path: "/app/rewards",
    label: "Loading rewards",
    bones: 9,
  },
  {
    name: "Quiz history",
    screen: <QuizHistoryScreen />,
    path: "/app/quiz-history",
    label: "Loading your quiz history",
    bones: 18,
  },
  {
    name: "Today's quiz",
    screen: <QuizScreen />,
    path: "/app/quiz",
    label: "Loading today's questions",
    bones: 8,
  },
  {
    name: "Discover",
    screen: <DiscoverScreen />,
    path: "/app/discover",
    label: "Finding people for you",
    bones: 5,
  },
  {
    name: "Profile setup",
    screen: <ProfileSetupScreen />,
    path: "/app/profile-setup",
    label: "Loading your profile",
    bones: 10,
  },
  {
    name: "Chat",
    screen: <ChatScreen />,
    path: "/app/chat/7",
    route: "/app/chat/:matchId",
    label: "Loading the conversation",
    bones: 5,
  },
];

describe("a screen's loading state", () => {
  it.each(SCREENS)(
    "$name: its own skeleton while the read is on its way, no spinner",
    async (entry) => {
      holdReads();
      renderWithProviders(<SignedIn>{entry.screen}</SignedIn>, {
        path: entry.path,
        ...(entry.route ? { route: entry.route } : {}),
      });
      const label = await screen.findByText(entry.label);
      const skeleton = label.closest('[role="status"]');
      expect(skeleton?.getAttribute("aria-busy")).toBe("true");
      // Grey blocks in the screen's layout, hidden from screen readers (the label speaks).
      expect(skeleton?.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(
        entry.bones,
      );
      expect(document.querySelector(".animate-spin")).toBeNull();
    },
  );

  it("gives way to the screen once its read lands", async () => {
    const release = holdReads();
    renderWithProviders(
      <SignedIn>
        <MatchesScreen />
      </SignedIn>,
      { path: "/app/matches" },
    );
    expect(await screen.findByText("Loading your matches")).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText("Loading your matches")).toBeNull());
    expect(document.querySelector(".animate-pulse")).toBeNull();
  });
});
