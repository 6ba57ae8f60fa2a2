import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { DeleteAccountDialog } from "./delete-account-dialog.js";

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderDialog() {
  return renderWithProviders(
    <>
      <DeleteAccountDialog open onOpenChange={() => {}} />
      <AppToaster />
    </>,
  );
}

describe("DeleteAccountDialog", () => {
  it("enables 'Delete account' only once DELETE is typed, sends it, then says the account is gone", async () => {
    const calls = stubTrpc({ account: { delete: () => ({ ok: true }) } });
    // The session cookie is cleared through the logout form's POST, without leaving the page.
    const trpcFetch = globalThis.fetch;
    const logout = vi.fn(
      (_url: string, _init?: RequestInit) => new Response(null, { status: 302 }),
    );
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) =>
      url === "/api/logout" ? Promise.resolve(logout(url, init)) : trpcFetch(url, init),
    );
    const user = userEvent.setup();
    const { router } = renderDialog();

    const input = await screen.findByLabelText("Type DELETE to confirm");
    const confirm = screen.getByRole("button", { name: "Delete account" });
    expect(confirm).toBeDisabled();
    await user.type(input, "delete");
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, "DELETE");
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/account-deleted"));
    expect(router.state.location.state).toEqual({ accountDeleted: true });
    expect(router.state.historyAction).toBe("REPLACE");
    expect(logout).toHaveBeenCalledWith(
      "/api/logout",
      expect.objectContaining({ method: "POST", redirect: "manual" }),
    );
    expect(calls.find((c) => c.path === "account.delete")?.input).toEqual({
      confirmation: "DELETE",
    });
  });

  it("shows the server's message under the field when it refuses the confirmation", async () => {
    stubTrpc({
      account: {
        delete: () =>
          new StubError({
            code: "BAD_REQUEST",
            message: "Confirmation: type DELETE to confirm.",
            fields: { confirmation: "Type DELETE to confirm." },
          }),
      },
    });
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("Type DELETE to confirm.")).toBeInTheDocument();
  });
});
