import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_PATH } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { SignOutEverywhere } from "./sign-out-everywhere.js";

function renderButton() {
  renderWithProviders(
    <>
      <SignOutEverywhere />
      <AppToaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SignOutEverywhere", () => {
  it("asks first, then ends every session and goes through the sign-out page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const calls = stubTrpc({ user: { signOutEverywhere: () => ({ ok: true }) } });
    const u = renderButton();
    await u.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(calls).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(dialog).toHaveTextContent("every phone and computer");
    await u.click(
      screen
        .getAllByRole("button", { name: "Sign out everywhere" })
        .find((b) => dialog.contains(b))!,
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(LOGOUT_PATH));
    expect(calls.map((c) => c.path)).toEqual(["user.signOutEverywhere"]);
  });

  it("does nothing when cancelled", async () => {
    const calls = stubTrpc({});
    const u = renderButton();
    await u.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await u.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(calls).toHaveLength(0);
  });

  it("shows the error and stays signed in when the call fails", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    stubTrpc({
      user: {
        signOutEverywhere: () =>
          new StubError({
            code: "SERVICE_UNAVAILABLE",
            message: "The database is unavailable. Try again in a moment.",
          }),
      },
    });
    const u = renderButton();
    await u.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(
      screen
        .getAllByRole("button", { name: "Sign out everywhere" })
        .find((b) => dialog.contains(b))!,
    );
    expect(await screen.findByText(/database is unavailable/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
