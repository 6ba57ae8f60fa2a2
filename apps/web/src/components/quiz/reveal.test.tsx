import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RevealQuestion, TodayReveal } from "@tandem/api-contract";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { SignedIn } from "../../test/signed-in.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { DaySummary } from "./day-summary.js";
import { PartnerAnswer } from "./partner-answer.js";

const question = (overrides: Partial<RevealQuestion> = {}): RevealQuestion => ({
  questionId: 1,
  question: "How would you spend a rainy Sunday together?",
  myAnswer: { selectedOption: 0, optionText: "Blanket fort and a movie marathon" },
  partnerAnswered: false,
  partnerAnswer: null,
  matched: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe("PartnerAnswer", () => {
  it("says 'Waiting for <name>' while only you have answered", () => {
    render(<PartnerAnswer item={question()} partnerName="Sam" />);
    expect(screen.getByText("Blanket fort and a movie marathon")).toBeInTheDocument();
    expect(screen.getByText("Waiting for Sam")).toBeInTheDocument();
  });

  it("shows both picks and whether you matched once both answered", () => {
    const { rerender } = render(
      <PartnerAnswer
        item={question({
          partnerAnswered: true,
          partnerAnswer: { selectedOption: 0, optionText: "Blanket fort and a movie marathon" },
          matched: true,
        })}
        partnerName="Sam"
      />,
    );
    expect(screen.getAllByText("Blanket fort and a movie marathon")).toHaveLength(2);
    expect(screen.getByText("You matched!")).toBeInTheDocument();
    rerender(
      <PartnerAnswer
        item={question({
          partnerAnswered: true,
          partnerAnswer: { selectedOption: 2, optionText: "Cooking something new from scratch" },
          matched: false,
        })}
        partnerName="Sam"
      />,
    );
    expect(screen.getByText("Cooking something new from scratch")).toBeInTheDocument();
    expect(screen.getByText("Different picks")).toBeInTheDocument();
  });

  it("only hints that the partner answered before you did, and shows nothing when neither did", () => {
    const { container, rerender } = render(
      <PartnerAnswer
        item={question({ myAnswer: null, partnerAnswered: true })}
        partnerName="Sam"
      />,
    );
    expect(screen.getByText("Sam has answered. Answer to see their pick.")).toBeInTheDocument();
    rerender(<PartnerAnswer item={question({ myAnswer: null })} partnerName="Sam" />);
    expect(container.textContent).toBe("");
  });
});

describe("DaySummary", () => {
  it("says how many of today's questions you matched on, and who is still answering", async () => {
    const reveal: TodayReveal = {
      day: "2026-11-22",
      partner: { firstName: "Sam", lastName: null, email: "sam@example.com" },
      questions: [
        question({
          partnerAnswered: true,
          partnerAnswer: { selectedOption: 0, optionText: "Blanket fort and a movie marathon" },
          matched: true,
        }),
        question({ questionId: 2, question: "Where should we go next?" }),
      ],
      total: 2,
      myAnsweredCount: 2,
      partnerAnsweredCount: 1,
      matches: 1,
    };
    stubTrpc({
      user: { me: () => authUser({ coupleId: "00000000-0000-4000-8000-0000000000c1" }) },
      quiz: { reveal: () => reveal },
    });
    renderWithProviders(
      <SignedIn>
        <DaySummary />
      </SignedIn>,
    );
    expect(
      await screen.findByRole("heading", { name: "You matched on 1 of 2" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Waiting for Sam: 1 of 2 answered so far.")).toBeInTheDocument();
    expect(screen.getByText("Where should we go next?")).toBeInTheDocument();
  });

  it("says 'Done! <name> hasn't answered yet', not 'matched on 0', until both answered one", async () => {
    const reveal: TodayReveal = {
      day: "2026-11-22",
      partner: { firstName: "Sam", lastName: null, email: "sam@example.com" },
      questions: [question(), question({ questionId: 2, question: "Where should we go next?" })],
      total: 2,
      myAnsweredCount: 2,
      partnerAnsweredCount: 0,
      matches: 0,
    };
    stubTrpc({
      user: { me: () => authUser({ coupleId: "00000000-0000-4000-8000-0000000000c1" }) },
      quiz: { reveal: () => reveal },
    });
    renderWithProviders(
      <SignedIn>
        <DaySummary />
      </SignedIn>,
    );
    expect(
      await screen.findByRole("heading", { name: "Done! Sam hasn't answered yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You matched on/)).not.toBeInTheDocument();
    // The line under it stays as it was.
    expect(screen.getByText("Waiting for Sam: 0 of 2 answered so far.")).toBeInTheDocument();
  });
});
