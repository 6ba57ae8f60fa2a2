import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { stubTrpc } from "../test/trpc-stub.js";
import ProfileScreen from "./profile.js";
import QuizHistoryScreen from "./quiz-history.js";
import QuizScreen from "./quiz.js";
import RewardsScreen from "./rewards.js";

const single = authUser({ userType: "single", hasMatchingProfile: true, points: 40 });
const COUPLES_WORDS = /together|partner|vouchers|Daily reminder|points earned|Redeem/i;

function renderAs(screenElement: React.ReactElement) {
  const calls = stubTrpc({
    user: { me: () => single },
    matching: { profile: () => null },
  });
  renderWithProviders(<SignedIn>{screenElement}</SignedIn>);
  return calls;
}

describe("a single at the couples' addresses (decision 131)", () => {
  it("/app/quiz explains the discovery quiz and leads on, without asking for today's quiz", async () => {
    const calls = renderAs(<QuizScreen />);
    expect(await screen.findByText("Your quiz is the discovery quiz")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retake the discovery quiz" })).toHaveAttribute(
      "href",
      "/app/discovery-quiz",
    );
    expect(screen.getByRole("link", { name: "Discover people" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(COUPLES_WORDS);
    expect(calls.some((c) => c.path.startsWith("quiz."))).toBe(false);
  });

  it("/app/rewards says there is nothing to spend in singles mode, and keeps their points", async () => {
    const calls = renderAs(<RewardsScreen />);
    expect(await screen.findByText("Nothing to spend here in singles mode")).toBeInTheDocument();
    expect(screen.getByText(/The 40 points you earned before are kept/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Use the app as a couple" })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith("rewards."))).toBe(false);
  });

  it("/app/quiz-history leads to the dating profile", async () => {
    renderAs(<QuizHistoryScreen />);
    expect(await screen.findByText("Your answers live on your dating profile")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit dating profile" })).toHaveAttribute(
      "href",
      "/app/profile-setup",
    );
    expect(document.body.textContent).not.toMatch(COUPLES_WORDS);
  });

  it("Profile shows no points, vouchers, streak or quiz reminder", async () => {
    const calls = renderAs(<ProfileScreen />);
    expect(await screen.findByRole("link", { name: "Edit dating profile" })).toBeInTheDocument();
    expect(screen.queryByText(/points earned/)).not.toBeInTheDocument();
    expect(screen.queryByText("My vouchers")).not.toBeInTheDocument();
    expect(screen.queryByText("Daily reminder")).not.toBeInTheDocument();
    expect(
      calls.some((c) => c.path.startsWith("reminders.") || c.path.startsWith("rewards.")),
    ).toBe(false);
  });
});
