import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DAILY_QUIZ_POINTS, POINTS_PER_ANSWER, type TodayQuestion } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { SignedIn } from "../../test/signed-in.js";
import { QuizDialog } from "./quiz-dialog.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";

const questions: TodayQuestion[] = [
  {
    id: 11,
    position: 3,
    setSize: 8,
    question: "Ideal date night?",
    options: [
      { text: "Cosy night in", tags: ["homebody"] },
      { text: "Dinner out", tags: ["foodie", "social"] },
    ],
  },
  {
    id: 12,
    position: 5,
    setSize: 8,
    question: "Best way to unwind?",
    options: [
      { text: "A long walk", tags: ["outdoors"] },
      { text: "A good book", tags: ["reader"] },
    ],
  },
];

function Harness({
  initialOpen = true,
  list = questions,
}: {
  initialOpen?: boolean;
  list?: TodayQuestion[];
}) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <SignedIn>
      <button type="button" onClick={() => setOpen(true)}>
        Open quiz
      </button>
      <QuizDialog open={open} onOpenChange={setOpen} questions={list} />
      <AppToaster />
    </SignedIn>
  );
}

const answerResult = {
  pointsEarned: POINTS_PER_ANSWER,
  points: 10,
  remainingToday: 1,
  coupleQuizCompleted: false,
};

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("QuizDialog", () => {
  it("enables Next once an option is picked, submits it, toasts and advances", async () => {
    const calls = stubTrpc({
      user: { me: () => authUser() },
      quiz: { answer: () => answerResult },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    expect(await screen.findByText("Question 3 of 8")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
    const next = screen.getByRole("button", { name: "Next Question" });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Dinner out" }));
    expect(screen.getByRole("button", { name: "Dinner out" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Cosy night in" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(next).toBeEnabled();
    await user.click(next);

    expect(await screen.findByText("Question 5 of 8")).toBeInTheDocument();
    expect(screen.getByText("Answer Submitted!")).toBeInTheDocument();
    expect(screen.getByText(`You earned ${POINTS_PER_ANSWER} points!`)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "quiz.answer").map((c) => c.input)).toEqual([
      {
        questionId: 11,
        selectedOption: 1,
        tags: ["foodie", "social"],
        pointsEarned: POINTS_PER_ANSWER,
        // One key per answer, made when it is given (decision 151).
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
    ]);
    expect(screen.getByRole("button", { name: "Next Question" })).toBeDisabled();
  });

  it("skips without submitting, and closes when skipping the last question", async () => {
    const calls = stubTrpc({
      user: { me: () => authUser() },
      quiz: { answer: () => answerResult },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(screen.getByText("Question 5 of 8")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === "quiz.answer")).toHaveLength(0);
  });

  it("closes after the last answer with 'Quiz Complete!'", async () => {
    stubTrpc({ user: { me: () => authUser() }, quiz: { answer: () => answerResult } });
    const user = userEvent.setup();
    renderWithProviders(<Harness list={[questions[1]!]} />);

    await user.click(await screen.findByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Quiz Complete!")).toBeInTheDocument();
    expect(screen.getByText("Come back tomorrow for more questions!")).toBeInTheDocument();
  });

  it("after the last answer with a question skipped, goes back to it instead of 'Quiz Complete!'", async () => {
    const calls = stubTrpc({
      user: { me: () => authUser() },
      quiz: { answer: () => answerResult },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(await screen.findByText("Question 3 of 8")).toBeInTheDocument();
    expect(screen.queryByText("Quiz Complete!")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Quiz Complete!")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "quiz.answer").map((c) => c.input)).toMatchObject([
      { questionId: 12 },
      { questionId: 11 },
    ]);
  });

  it("starts again from the first question after closing", async () => {
    stubTrpc({ user: { me: () => authUser() } });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Open quiz" }));
    expect(await screen.findByText("Question 3 of 8")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next Question" })).toBeDisabled();
  });

  it("stays on the question and shows the status-prefixed error when the answer fails", async () => {
    stubTrpc({
      user: { me: () => authUser() },
      quiz: {
        answer: () =>
          new StubError({
            code: "NOT_FOUND",
            message: "This question is not part of today's quiz.",
          }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(
      await screen.findByText("404: This question is not part of today's quiz."),
    ).toBeInTheDocument();
    expect(screen.getByText("Question 3 of 8")).toBeInTheDocument();
  });

  it("moves on silently from a question already answered in another tab", async () => {
    stubTrpc({
      user: { me: () => authUser() },
      quiz: {
        answer: () =>
          new StubError({
            code: "CONFLICT",
            message: "You have already answered this question today.",
            reason: "ALREADY_ANSWERED",
          }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(await screen.findByText("Question 5 of 8")).toBeInTheDocument();
    expect(screen.queryByText(/409/)).not.toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });

  it("says no points were added once today's points are all earned", async () => {
    stubTrpc({
      user: { me: () => authUser({ points: DAILY_QUIZ_POINTS }) },
      quiz: { answer: () => ({ ...answerResult, pointsEarned: 0, points: DAILY_QUIZ_POINTS }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(
      await screen.findByText(
        `Answer saved. You've earned today's ${DAILY_QUIZ_POINTS} points already.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You earned/)).not.toBeInTheDocument();
  });

  it("keeps a paired person in the dialog after the last answer, with the day's reveal", async () => {
    stubTrpc({
      user: { me: () => authUser({ coupleId: "00000000-0000-4000-8000-0000000000c1" }) },
      quiz: {
        answer: () => ({ ...answerResult, remainingToday: 0 }),
        reveal: () => ({
          day: "2026-11-26",
          partner: { firstName: "Sam", lastName: null, email: "sam@example.com" },
          questions: [
            {
              questionId: 12,
              question: "Best way to unwind?",
              myAnswer: { selectedOption: 1, optionText: "A good book" },
              partnerAnswered: true,
              partnerAnswer: { selectedOption: 1, optionText: "A good book" },
              matched: true,
            },
          ],
          total: 1,
          myAnsweredCount: 1,
          partnerAnsweredCount: 1,
          matches: 1,
        }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness list={[questions[1]!]} />);

    await user.click(await screen.findByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(await screen.findByText("You matched on 1 of 1")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Home" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("renders nothing without questions", () => {
    stubTrpc({ user: { me: () => authUser() } });
    renderWithProviders(<Harness list={[]} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
