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
  renderWithProviders(
    <>
      <DeleteAccountDialog open onOpenChange={() => {}} />
      <AppToaster />
    </>,
  );
}

describe("DeleteAccountDialog", () => {
  it("enables 'Delete account' only once DELETE is typed, sends it, then leaves through the logout page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const calls = stubTrpc({ account: { delete: () => ({ ok: true }) } });
    const user = userEvent.setup();
    renderDialog();

    const input = await screen.findByLabelText("Type DELETE to confirm");
    const confirm = screen.getByRole("button", { name: "Delete account" });
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(input, "delete");
    expect(confirm).toHaveProperty("disabled", true);
    await user.clear(input);
    await user.type(input, "DELETE");
    expect(confirm).toHaveProperty("disabled", false);

    await user.click(confirm);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/api/logout"));
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
    expect(await screen.findByText("Type DELETE to confirm.")).toBeTruthy();
  });
});
