import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage, Conversation, MatchSummary } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";

const user = authUser({ userType: "single" });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => user }));

const { default: ChatScreen } = await import("./chat.js");

const riley = "00000000-0000-4000-8000-000000000012";
const conversation: Conversation = {
  matchId: 7,
  other: { userId: riley, nickname: "Riley", photoUrl: null },
  commonTags: ["travel_beach"],
  icebreaker: "You both dream of beach days. What's the best beach you've been to?",
  becameCoupleAt: null,
  otherReadUpTo: null,
};

function renderChat() {
  renderWithProviders(
    <>
      <ChatScreen />
      <AppToaster />
    </>,
    { path: "/app/chat/7", route: "/app/chat/:matchId" },
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("ChatScreen", () => {
  it("offers the icebreaker in an empty conversation, and sends it", async () => {
    const sent: ChatMessage[] = [];
    const calls = stubTrpc({
      chat: {
        conversation: () => conversation,
        messages: () => ({ messages: [], nextCursor: null }),
        send: ({ body }) => {
          const message = {
            id: 1,
            matchId: 7,
            senderId: user.id,
            body,
            sentAt: new Date().toISOString(),
            liked: null,
          };
          sent.push(message);
          return message;
        },
      },
      matching: { matches: () => [] },
      pair: { proposal: () => null },
    });
    const u = renderChat();
    expect(await screen.findByRole("heading", { name: "Say hi to Riley" })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: conversation.icebreaker! }));
    const box = screen.getByRole("textbox", { name: "Message" });
    expect((box as HTMLTextAreaElement).value).toBe(conversation.icebreaker);
    await u.click(screen.getByRole("button", { name: "Send" }));
    const list = await screen.findByRole("list", { name: "Messages with Riley" });
    expect(await within(list).findByText(conversation.icebreaker!)).toBeInTheDocument();
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(calls.find((c) => c.path === "chat.send")?.input).toEqual({
      matchId: 7,
      body: conversation.icebreaker,
      // One key per message, made when it is written (decision 151).
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
  });

  it("offers the way back to the matches, not a retry, when the conversation is gone", async () => {
    stubTrpc({
      chat: {
        conversation: () =>
          new StubError({ code: "NOT_FOUND", message: "This conversation does not exist." }),
        messages: () =>
          new StubError({ code: "NOT_FOUND", message: "This conversation does not exist." }),
      },
      matching: { matches: () => [] },
      pair: { proposal: () => null },
    });
    renderChat();
    expect(await screen.findByText("404: This conversation does not exist.")).toBeInTheDocument();
    const way = screen.getByRole("link", { name: "Back to My Matches" });
    expect(way).toHaveAttribute("href", "/app/matches");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("marks the other person's newest message read", async () => {
    const calls = stubTrpc({
      chat: {
        conversation: () => ({ ...conversation, icebreaker: null }),
        messages: () => ({
          messages: [
            {
              id: 41,
              matchId: 7,
              senderId: riley,
              body: "Hi!",
              sentAt: "2026-11-22T10:00:00.000Z",
            },
          ],
          nextCursor: null,
        }),
        markRead: () => ({ ok: true }),
        unread: () => ({ total: 0, byMatch: [] }),
      },
      matching: { matches: () => [] },
      pair: { proposal: () => null },
    });
    renderChat();
    expect(await screen.findByText("Hi!")).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === "chat.markRead")?.input).toEqual({
        matchId: 7,
        upTo: 41,
      }),
    );
  });

  it("says the conversation has ended after an unmatch or a block", async () => {
    stubTrpc({
      chat: {
        conversation: () =>
          new StubError({
            code: "CONFLICT",
            message: "This conversation has ended.",
            reason: "CONVERSATION_ENDED",
          }),
      },
      matching: { matches: () => [] },
      pair: { proposal: () => null },
    });
    renderChat();
    expect(
      await screen.findByRole("heading", { name: "This conversation has ended" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
  });

  it("opens the match's whole profile from the header, with its safety actions", async () => {
    const match: MatchSummary = {
      matchId: 7,
      userId: riley,
      nickname: "Riley",
      profileImageUrl: null,
      ageGroup: "23-27",
      city: "Lisbon",
      bio: "Sunsets and jazz.",
      instagramHandle: "riley_sunny",
      snapchatHandle: null,
      facebookHandle: null,
      commonTags: ["travel_beach"],
      matchedAt: "2026-11-20T10:00:00.000Z",
      photos: [],
      answers: ["travel_beach"],
    };
    stubTrpc({
      chat: {
        conversation: () => conversation,
        messages: () => ({ messages: [], nextCursor: null }),
      },
      matching: { matches: () => [match] },
      pair: { proposal: () => null },
    });
    const u = renderChat();
    await u.click(await screen.findByRole("button", { name: "See Riley's profile" }));
    const sheet = await screen.findByRole("dialog", { name: "Riley's profile" });
    expect(within(sheet).getByText("Sunsets and jazz.")).toBeInTheDocument();
    expect(within(sheet).queryByRole("link", { name: /Message/ })).not.toBeInTheDocument();
    await u.click(within(sheet).getByRole("button", { name: "Unmatch" }));
    expect(await screen.findByRole("dialog", { name: "Unmatch Riley?" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Riley's profile" })).not.toBeInTheDocument();
  });
});
