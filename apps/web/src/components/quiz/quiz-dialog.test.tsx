import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POINTS_PER_ANSWER, type QuizQuestion } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { QuizDialog } from "./quiz-dialog.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";

const questions: QuizQuestion[] = [
  {
    id: 11,
    question: "Ideal date night?",
    options: [
      { text: "Cosy night in", tags: ["homebody"] },
      { text: "Dinner out", tags: ["foodie", "social"] },
    ],
  },
  {
    id: 12,
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
  list?: QuizQuestion[];
}) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open quiz
      </button>
      <QuizDialog open={open} onOpenChange={setOpen} questions={list} />
      <AppToaster />
    </>
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
    const calls = stubTrpc({ quiz: { answer: () => answerResult } });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    const next = screen.getByRole("button", { name: "Next Question" });
    expect(next).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Dinner out" }));
    expect(screen.getByRole("button", { name: "Dinner out" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: "Cosy night in" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(next).toHaveProperty("disabled", false);
    await user.click(next);

    expect(await screen.findByText("Question 2 of 2")).toBeTruthy();
    expect(screen.getByText("Answer Submitted!")).toBeTruthy();
    expect(screen.getByText(`You earned ${POINTS_PER_ANSWER} points!`)).toBeTruthy();
    expect(calls.filter((c) => c.path === "quiz.answer").map((c) => c.input)).toEqual([
      {
        questionId: 11,
        selectedOption: 1,
        tags: ["foodie", "social"],
        pointsEarned: POINTS_PER_ANSWER,
      },
    ]);
    expect(screen.getByRole("button", { name: "Next Question" })).toHaveProperty("disabled", true);
  });

  it("skips without submitting, and closes when skipping the last question", async () => {
    const calls = stubTrpc({ quiz: { answer: () => answerResult } });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(screen.getByText("Question 2 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it("closes after the last answer with 'Quiz Complete!'", async () => {
    stubTrpc({ quiz: { answer: () => answerResult } });
    const user = userEvent.setup();
    renderWithProviders(<Harness list={[questions[1]!]} />);

    await user.click(await screen.findByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Quiz Complete!")).toBeTruthy();
    expect(screen.getByText("Come back tomorrow for more questions!")).toBeTruthy();
  });

  it("after the last answer with a question skipped, goes back to it instead of 'Quiz Complete!'", async () => {
    const calls = stubTrpc({ quiz: { answer: () => answerResult } });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    expect(screen.queryByText("Quiz Complete!")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Quiz Complete!")).toBeTruthy();
    expect(calls.filter((c) => c.path === "quiz.answer").map((c) => c.input)).toMatchObject([
      { questionId: 12 },
      { questionId: 11 },
    ]);
  });

  it("starts again from the first question after closing", async () => {
    stubTrpc({});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "A good book" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Open quiz" }));
    expect(await screen.findByText("Question 1 of 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next Question" })).toHaveProperty("disabled", true);
  });

  it("stays on the question and shows the status-prefixed error when the answer fails", async () => {
    stubTrpc({
      quiz: {
        answer: () =>
          new StubError({
            code: "CONFLICT",
            message: "You already answered this question today.",
            reason: "ALREADY_ANSWERED",
          }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.click(await screen.findByRole("button", { name: "Cosy night in" }));
    await user.click(screen.getByRole("button", { name: "Next Question" }));
    expect(await screen.findByText("409: You already answered this question today.")).toBeTruthy();
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
  });

  it("renders nothing without questions", () => {
    stubTrpc({});
    renderWithProviders(<Harness list={[]} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
