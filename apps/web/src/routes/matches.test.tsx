import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConversationSummary } from "@tandem/api-contract";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { stubTrpc } from "../test/trpc-stub.js";

const user = authUser({ userType: "single", hasMatchingProfile: true, hasDiscoveryTags: true });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => user }));

const { default: MatchesScreen } = await import("./matches.js");

const id = (n: number) => `00000000-0000-4000-8000-00000000002${n}`;
const conversation = (
  n: number,
  nickname: string,
  last: { mine?: boolean; body: string } | null,
  extra: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  matchId: n,
  userId: id(n),
  nickname,
  photoUrl: null,
  matchedAt: "2026-11-20T10:00:00.000Z",
  lastMessage: last
    ? { senderId: last.mine ? user.id : id(n), body: last.body, sentAt: new Date().toISOString() }
    : null,
  yourTurn: last !== null && !last.mine,
  unread: 0,
  ...extra,
});

function renderMatches() {
  renderWithProviders(<MatchesScreen />, { path: "/app/matches" });
}

describe("MatchesScreen", () => {
  it("shows new matches as a strip and conversations as rows, in the server's order", async () => {
    stubTrpc({
      chat: {
        conversations: () => [
          conversation(1, "Ana", { body: "مرحبا! Coffee?" }, { unread: 2 }),
          conversation(2, "Cat", null),
          conversation(3, "Bea", { mine: true, body: "See you Sunday" }),
        ],
      },
      matching: { likesWaiting: () => ({ count: 0 }) },
    });
    renderMatches();
    const strip = await screen.findByRole("region", { name: "New matches" });
    const fresh = within(strip).getByRole("link", { name: "Cat, new match: say hi" });
    expect(fresh).toHaveAttribute("href", "/app/chat/2");

    const rows = within(screen.getByRole("region", { name: "Messages" })).getAllByRole("link");
    expect(rows.map((row) => row.getAttribute("href"))).toEqual(["/app/chat/1", "/app/chat/3"]);
    expect(rows[0]).toHaveTextContent("Ana");
    expect(rows[0]).toHaveTextContent("Your turn");
    expect(rows[0]).toHaveTextContent("2 unread messages");
    // The last line is theirs, in their direction.
    expect(within(rows[0]!).getByText("مرحبا! Coffee?")).toHaveAttribute("dir", "auto");
    expect(rows[1]).toHaveTextContent("You: See you Sunday");
    expect(rows[1]).not.toHaveTextContent("Your turn");
    expect(screen.getByText("3 matches · 2 unread")).toBeInTheDocument();
    // No "Likes you" entry while nobody waits.
    expect(screen.queryByRole("link", { name: /Likes you/ })).not.toBeInTheDocument();
  });

  it("leads with who likes you, linking to their list", async () => {
    stubTrpc({
      chat: { conversations: () => [conversation(2, "Cat", null)] },
      matching: { likesWaiting: () => ({ count: 3 }) },
    });
    renderMatches();
    const entry = await screen.findByRole("link", { name: /Likes you/ });
    expect(entry).toHaveTextContent("3 people like you");
    expect(entry).toHaveAttribute("href", "/app/matches/likes");
    expect(screen.getByText(/Say hi to a new match above/)).toBeInTheDocument();
  });

  it("invites to Discover without any match", async () => {
    stubTrpc({
      chat: { conversations: () => [] },
      matching: { likesWaiting: () => ({ count: 0 }) },
    });
    renderMatches();
    expect(await screen.findByRole("heading", { name: "No matches yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover People" })).toHaveAttribute(
      "href",
      "/app/discover",
    );
  });
});
