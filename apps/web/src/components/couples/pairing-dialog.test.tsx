import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { SignedIn } from "../../test/signed-in.js";
import { PairingDialog } from "./pairing-dialog.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { authUser } from "../../test/fixtures.js";

function renderDialog() {
  renderWithProviders(
    <>
      <PairingDialog open onOpenChange={() => {}} />
      <AppToaster />
    </>,
  );
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("PairingDialog", () => {
  it("shows the generated code with its countdown", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000).toISOString();
    stubTrpc({ pair: { generate: () => ({ code: "K7P2QX", expiresAt }) } });
    const user = userEvent.setup();
    renderDialog();

    await user.click(await screen.findByRole("button", { name: "Generate Code" }));
    expect(await screen.findByText("K7P2QX")).toBeInTheDocument();
    // mm:ss counted from the server's expiry (a slow test machine may already be a few seconds in).
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate New Code" })).toBeInTheDocument();
  });

  it("upper-cases the code, enables Connect at 6 characters and shows server errors", async () => {
    const calls = stubTrpc({
      pair: {
        use: () =>
          new StubError({ code: "NOT_FOUND", message: "This code is invalid or has expired." }),
      },
    });
    const user = userEvent.setup();
    renderDialog();

    await user.click(await screen.findByRole("tab", { name: "Use Code" }));
    const input = screen.getByLabelText("Partner's code");
    const connect = screen.getByRole("button", { name: "Connect" });
    await user.type(input, "k7p2q");
    expect(input).toHaveProperty("value", "K7P2Q");
    expect(connect).toBeDisabled();
    await user.type(input, "xy");
    expect(input).toHaveProperty("value", "K7P2QX");
    expect(connect).toBeEnabled();

    await user.click(connect);
    expect(
      await screen.findByText("404: This code is invalid or has expired."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === "pair.use")?.input).toEqual({ code: "K7P2QX" });
  });

  it("tells a paired user who they are paired with and since when, and asks for no code", async () => {
    const coupleId = "00000000-0000-4000-8000-0000000000c1";
    const calls = stubTrpc({
      user: { me: () => authUser({ coupleId }) },
      couple: {
        get: () => ({
          id: coupleId,
          partner: {
            id: "00000000-0000-4000-8000-000000000002",
            firstName: "Sam",
            lastName: "Lee",
            email: "sam@example.com",
            profileImageUrl: null,
          },
          identity: null,
          identityDescription: null,
          completedQuizzes: 0,
          createdAt: "2026-03-03T10:00:00.000Z",
          metInChat: null,
        }),
      },
    });
    // Opened once the user is known, as Home's tile opens it.
    renderWithProviders(
      <SignedIn>
        <PairingDialog open onOpenChange={() => {}} />
      </SignedIn>,
    );

    expect(
      await screen.findByRole("heading", { name: "You're already paired" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Sam Lee")).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === "P" && /^Since .*2026 · Day \d+$/.test(element.textContent ?? ""),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate Code" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "pair.generate")).toBe(false);
  });
});
