import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountNotices, Couple, EndedPairing } from "@tandem/api-contract";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { SignedIn } from "../../test/signed-in.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { PartnerEndedNotice, UndoEndedPairing } from "./pairing-ended.js";

const COUPLE_ID = "00000000-0000-4000-8000-0000000000c1";
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const ended: EndedPairing = {
  coupleId: COUPLE_ID,
  partner: { firstName: "Lena", lastName: null, email: "lena@example.com" },
  endedAt: hoursFromNow(-1),
  undoUntil: hoursFromNow(23.5),
};

const restored: Couple = {
  id: COUPLE_ID,
  partner: { id: authUser().id, ...ended.partner, profileImageUrl: null },
  identity: null,
  identityDescription: null,
  completedQuizzes: 2,
  createdAt: hoursFromNow(-100),
  metInChat: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("UndoEndedPairing", () => {
  it("offers Undo with the time left, and restores the couple it names", async () => {
    const calls = stubTrpc({
      user: { me: () => authUser() },
      pair: {
        ended: () => ended,
        undoBreak: () => restored,
      },
    });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderWithProviders(
      <SignedIn>
        <UndoEndedPairing />
      </SignedIn>,
    );
    expect(
      await screen.findByRole("heading", { name: "You ended your pairing with Lena" }),
    ).toBeInTheDocument();
    expect(screen.getByText("23 hours left to undo")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    // Restored: the page reloads as after a pairing, with "Pairing restored" carried over.
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Undoing..." })).toBeDisabled();
    expect(calls.find((c) => c.path === "pair.undoBreak")?.input).toEqual({ coupleId: COUPLE_ID });
  });

  it("shows nothing when there is nothing to undo", async () => {
    const calls = stubTrpc({ user: { me: () => authUser() }, pair: { ended: () => null } });
    renderWithProviders(
      <SignedIn>
        <UndoEndedPairing />
      </SignedIn>,
    );
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("pair.ended"));
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
  });
});

describe("PartnerEndedNotice", () => {
  const notices = (undoUntil: string | null): AccountNotices => ({
    partnerDeletedAccountAt: null,
    partnerEndedPairing: { partnerFirstName: "Tomás", endedAt: hoursFromNow(-2), undoUntil },
  });

  it("tells who ended it, what it means, and that it may come back; OK clears it", async () => {
    const calls = stubTrpc({
      account: { notices: () => notices(hoursFromNow(22.2)), dismissNotices: () => ({ ok: true }) },
    });
    renderWithProviders(<PartnerEndedNotice />);
    expect(
      await screen.findByRole("heading", { name: "Tomás ended your pairing" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Quiz History" })).toHaveAttribute(
      "href",
      "/app/quiz-history",
    );
    expect(screen.getByText(/^Tomás can still undo this for 22 hours\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("account.dismissNotices"));
    expect(screen.queryByRole("heading", { name: "Tomás ended your pairing" })).toBeNull();
  });

  it("says nothing of undo once it can no longer be undone", async () => {
    stubTrpc({ account: { notices: () => notices(null) } });
    renderWithProviders(<PartnerEndedNotice />);
    await screen.findByRole("heading", { name: "Tomás ended your pairing" });
    expect(screen.queryByText(/can still undo/)).not.toBeInTheDocument();
  });
});
