import { render, screen, within } from "@testing-library/react";
import type { ChatMessage } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { MessageList } from "./message-list.js";

const me = "00000000-0000-4000-8000-000000000001";
const them = "00000000-0000-4000-8000-000000000002";
const message = (
  id: number,
  senderId: string,
  body: string,
  liked: ChatMessage["liked"] = null,
): ChatMessage => ({
  id,
  matchId: 7,
  senderId,
  body,
  sentAt: "2026-11-22T10:00:00.000Z",
  liked,
});

describe("MessageList", () => {
  it("shows links as plain text, never as links, and markup as text", () => {
    render(
      <MessageList
        messages={[message(1, them, "see https://example.com <b>now</b>")]}
        myId={me}
        otherName="Riley"
        otherReadUpTo={null}
      />,
    );
    const list = screen.getByRole("list", { name: "Messages with Riley" });
    expect(within(list).getByText(/see https:\/\/example\.com <b>now<\/b>/)).toBeInTheDocument();
    expect(within(list).queryByRole("link")).not.toBeInTheDocument();
  });

  it("marks my last message the other person read as Seen, once", () => {
    render(
      <MessageList
        messages={[message(1, me, "one"), message(2, me, "two"), message(3, me, "three")]}
        myId={me}
        otherName="Riley"
        otherReadUpTo={2}
      />,
    );
    const seen = screen.getAllByText("Seen");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.closest("li")?.textContent).toContain("two");
  });

  it("quotes the liked answer or photo above the note that opened the chat", () => {
    render(
      <MessageList
        messages={[
          message(1, them, "Where do you run?", { photoUrl: null, answer: "fitness" }),
          message(2, me, "That view!", { photoUrl: "/api/photos/p1/small", answer: null }),
          message(3, me, "Along the river"),
        ]}
        myId={me}
        otherName="Riley"
        otherReadUpTo={null}
      />,
    );
    const [first, second, third] = screen.getAllByRole("listitem");
    const answer = within(first!).getByRole("figure");
    expect(answer).toHaveTextContent("Riley liked your answer");
    expect(answer).toHaveTextContent("How do you spend Sunday mornings?");
    expect(answer).toHaveTextContent("Sunday runs");
    expect(within(second!).getByRole("figure")).toHaveTextContent("You liked Riley's photo");
    expect(within(second!).getByRole("img", { name: "Riley's photo" })).toHaveAttribute(
      "src",
      "/api/photos/p1/small",
    );
    expect(within(third!).queryByRole("figure")).not.toBeInTheDocument();
  });
});
