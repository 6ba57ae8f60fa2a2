import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MatchSummary } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { renderWithProviders } from "../test/render.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";
import MatchesScreen from "./matches.js";

const riley: MatchSummary = {
  matchId: 1,
  userId: "00000000-0000-4000-8000-000000000012",
  nickname: "Riley",
  profileImageUrl: null,
  ageGroup: "23-27",
  city: "Lisbon",
  bio: null,
  instagramHandle: "riley_sunny",
  snapchatHandle: null,
  facebookHandle: null,
  commonTags: [],
  matchedAt: "2025-06-01T10:00:00.000Z",
  photos: [],
  answers: ["music_jazz"],
};

function renderMatches() {
  renderWithProviders(
    <>
      <MatchesScreen />
      <AppToaster />
    </>,
    { path: "/app/matches" },
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("MatchesScreen", () => {
  it("unmatches after the confirmation, toasts it and reloads the list", async () => {
    let list = [riley];
    const calls = stubTrpc({
      matching: {
        matches: () => list,
        unmatch: () => {
          list = [];
          return { ok: true };
        },
      },
    });
    const u = renderMatches();
    const card = await screen.findByRole("article", { name: "Riley" });
    await u.click(within(card).getByRole("button", { name: "Unmatch" }));
    const dialog = await screen.findByRole("dialog", { name: "Unmatch Riley?" });
    await u.click(within(dialog).getByRole("button", { name: "Unmatch" }));

    expect(await screen.findByText("You and Riley are no longer matched.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No matches yet" })).toBeInTheDocument();
    expect(calls.find((c) => c.path === "matching.unmatch")?.input).toEqual({
      userId: riley.userId,
    });
    expect(calls.filter((c) => c.path === "matching.matches")).toHaveLength(2);
  });

  it("keeps the match and the confirmation open, and explains a failed block", async () => {
    stubTrpc({
      matching: {
        matches: () => [riley],
        block: () => new StubError({ code: "NOT_FOUND", message: "This match no longer exists." }),
      },
    });
    const u = renderMatches();
    const card = await screen.findByRole("article", { name: "Riley" });
    await u.click(within(card).getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Riley?" });
    await u.click(within(dialog).getByRole("button", { name: "Block" }));

    expect(
      await screen.findByText("Could not block. Please try again. This match no longer exists."),
    ).toBeInTheDocument();
    // The confirmation stays open to try again; the match is still listed behind it.
    expect(screen.getByRole("dialog", { name: "Block Riley?" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Riley", hidden: true })).toBeInTheDocument();
  });

  it("sends a report with its reason and thanks the reporter", async () => {
    const calls = stubTrpc({
      matching: { matches: () => [riley], report: () => ({ ok: true }) },
    });
    const u = renderMatches();
    const card = await screen.findByRole("article", { name: "Riley" });
    await u.click(within(card).getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Riley" });
    await u.selectOptions(within(dialog).getByLabelText("Reason"), "harassment");
    await u.click(within(dialog).getByRole("button", { name: "Send Report" }));

    expect(await screen.findByText("Report sent")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "matching.report")?.input).toEqual({
      userId: riley.userId,
      reason: "harassment",
      details: null,
      block: true,
    });
    expect(screen.getByText(/You won't see Riley again/)).toBeInTheDocument();
  });

  it('sends a report without a block when "Also block" is turned off', async () => {
    const calls = stubTrpc({
      matching: { matches: () => [riley], report: () => ({ ok: true }) },
    });
    const u = renderMatches();
    const card = await screen.findByRole("article", { name: "Riley" });
    await u.click(within(card).getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Riley" });
    const alsoBlock = within(dialog).getByRole("switch", { name: "Also block" });
    expect(alsoBlock).toHaveAttribute("aria-checked", "true");
    await u.click(alsoBlock);
    await u.selectOptions(within(dialog).getByLabelText("Reason"), "spam");
    await u.click(within(dialog).getByRole("button", { name: "Send Report" }));

    expect(await screen.findByText(/You and Riley are no longer matched/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === "matching.report")?.input).toMatchObject({
      reason: "spam",
      block: false,
    });
  });
});
