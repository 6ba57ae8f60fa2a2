import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuizHistory, QuizHistoryDay } from "@tandem/api-contract";
import { authUser } from "../test/fixtures.js";
import { stubTrpc } from "../test/trpc-stub.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import QuizHistoryScreen from "./quiz-history.js";

const user = authUser();

const answer = (selectedOption: number, optionText: string) => ({
  selectedOption,
  optionText,
  answeredAt: "2025-06-01T10:00:00.000Z",
});
const options = [
  { text: "Pizza", tags: [] },
  { text: "Sushi", tags: [] },
];

function day(
  date: string,
  question: string,
  mine: number | null,
  theirs: number | null,
): QuizHistoryDay {
  return {
    day: date,
    coupleId: "00000000-0000-4000-8000-0000000000cc",
    completed: false,
    questions: [
      {
        questionId: Number(date.replaceAll("-", "")),
        question,
        options,
        myAnswer: mine === null ? null : answer(mine, options[mine]!.text),
        partnerAnswer: theirs === null ? null : answer(theirs, options[theirs]!.text),
      },
    ],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("QuizHistoryScreen", () => {
  it("lists days with both answers, and loads older days with the cursor", async () => {
    const pages: Record<string, QuizHistory> = {
      first: {
        days: [day("2025-06-02", "Dinner tonight?", 0, 0), day("2025-06-01", "Lunch?", 1, null)],
        nextCursor: "2025-06-01",
      },
      "2025-06-01": { days: [day("2025-05-20", "Breakfast?", 0, 1)], nextCursor: null },
    };
    const calls = stubTrpc({
      user: { me: () => user },
      quiz: { history: (input) => pages[input?.before ?? "first"]! },
    });
    const userEvents = userEvent.setup();
    renderWithProviders(
      <SignedIn>
        <QuizHistoryScreen />
      </SignedIn>,
    );

    expect(await screen.findByText("Dinner tonight?")).toBeInTheDocument();
    expect(screen.getByText("Same answer")).toBeInTheDocument();
    expect(screen.getByText("Waiting for your partner")).toBeInTheDocument();
    expect(screen.queryByText("Breakfast?")).not.toBeInTheDocument();

    await userEvents.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Breakfast?")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "quiz.history").map((c) => c.input)).toEqual([
      { limit: 7 },
      { before: "2025-06-01", limit: 7 },
    ]);
  });

  it("shows the empty state when nothing was answered yet", async () => {
    stubTrpc({
      user: { me: () => user },
      quiz: {
        history: () => ({
          days: [day("2025-06-02", "Dinner tonight?", null, null)],
          nextCursor: null,
        }),
      },
    });
    renderWithProviders(
      <SignedIn>
        <QuizHistoryScreen />
      </SignedIn>,
    );
    expect(await screen.findByText("No quizzes yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Today's Quiz" })).toHaveAttribute(
      "href",
      "/app/quiz",
    );
  });
});
