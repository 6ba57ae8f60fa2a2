import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnswerResponse } from "@tandem/api-contract";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import AnswerTalk from "./answer-talk.js";

const DAY = "2026-12-02";
const COUPLE = "00000000-0000-4000-8000-0000000000c1";

const response = (overrides: Partial<AnswerResponse>): AnswerResponse => ({
  questionId: 7,
  fromMe: false,
  reaction: null,
  comment: null,
  commentedAt: null,
  commentEditedAt: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe("AnswerTalk", () => {
  it("invites the two to talk about different picks, and the invitation opens a focused comment box", async () => {
    stubTrpc({ together: { responses: () => ({ day: DAY, coupleId: COUPLE, responses: [] }) } });
    renderWithProviders(<AnswerTalk day={DAY} questionId={7} partnerName="Sam" different />);
    expect(await screen.findByText("You picked differently. Talk about it?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Talk about it" }));
    expect(screen.getByRole("textbox", { name: "Your comment on Sam's pick" })).toHaveFocus();
  });

  it("shows the partner's reaction and comment, mine with Edit and Delete, and no invitation once they talked", async () => {
    stubTrpc({
      together: {
        responses: () => ({
          day: DAY,
          coupleId: COUPLE,
          responses: [
            response({ reaction: "laugh", comment: "Told you so" }),
            response({ fromMe: true, comment: "Fine, you win", commentEditedAt: DAY }),
          ],
        }),
      },
    });
    renderWithProviders(<AnswerTalk day={DAY} questionId={7} partnerName="Sam" different />);
    expect(await screen.findByText("Sam reacted 😂")).toBeInTheDocument();
    expect(screen.getByText("Told you so")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("(edited)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByText("You picked differently. Talk about it?")).not.toBeInTheDocument();
  });

  it("sends a reaction from the picker and shows it as mine", async () => {
    const react = vi.fn((input: { reaction: string | null }) =>
      response({ fromMe: true, reaction: input.reaction as AnswerResponse["reaction"] }),
    );
    stubTrpc({
      together: {
        responses: () => ({ day: DAY, coupleId: COUPLE, responses: [] }),
        react: (input) => react(input),
      },
    });
    renderWithProviders(
      <AnswerTalk day={DAY} questionId={7} partnerName="Sam" different={false} />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "React to Sam's pick" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes!" }));
    await waitFor(() => expect(react).toHaveBeenCalled());
    expect(react.mock.calls[0]![0]).toMatchObject({ day: DAY, questionId: 7, reaction: "cheers" });
    expect(await screen.findByText("🙌")).toBeInTheDocument();
  });
});
