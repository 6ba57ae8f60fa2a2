import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Couple } from "@tandem/api-contract";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { stubTrpc } from "../test/trpc-stub.js";
import HomeScreen from "./home.js";

const COUPLE_ID = "00000000-0000-4000-8000-0000000000c1";
const couple: Couple = {
  id: COUPLE_ID,
  partner: {
    id: "00000000-0000-4000-8000-000000000002",
    firstName: "Sam",
    lastName: null,
    email: "sam@example.com",
    profileImageUrl: null,
  },
  identity: null,
  identityDescription: null,
  completedQuizzes: 0,
  createdAt: "2026-11-01T10:00:00.000Z",
  metInChat: null,
};

function renderHome(coupleId: string | null) {
  stubTrpc({
    user: { me: () => authUser({ coupleId }) },
    ...(coupleId ? { couple: { get: () => couple } } : {}),
    quiz: { today: () => [] },
    rewards: { list: () => [] },
  });
  renderWithProviders(
    <SignedIn>
      <HomeScreen />
    </SignedIn>,
  );
}

describe("Home's shortcut tiles", () => {
  it("offers a paired person Date Ideas and Quiz History, never a pair code (decision 230)", async () => {
    renderHome(COUPLE_ID);
    expect(await screen.findByRole("link", { name: /^Date Ideas/ })).toHaveAttribute(
      "href",
      "/app/date-ideas",
    );
    expect(screen.getByRole("link", { name: /^Quiz History/ })).toHaveAttribute(
      "href",
      "/app/quiz-history",
    );
    expect(screen.queryByText(/Generate Pair Code/)).not.toBeInTheDocument();
  });

  it("offers an unpaired person Find Your Match and Pair with Partner", async () => {
    renderHome(null);
    expect(await screen.findByRole("button", { name: /^Pair with Partner/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Find Your Match/ })).toBeInTheDocument();
    expect(screen.queryByText(/Date Ideas/)).not.toBeInTheDocument();
  });
});
