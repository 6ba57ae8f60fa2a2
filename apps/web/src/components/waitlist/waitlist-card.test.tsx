import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_NUMBER_REFUSED_MESSAGE } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { WaitlistCard } from "./waitlist-card.js";

function renderCard() {
  renderWithProviders(
    <>
      <WaitlistCard />
      <AppToaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("WaitlistCard", () => {
  it("asks for an e-mail first, then joins and shows 'You're on the list!'", async () => {
    const calls = stubTrpc({ waitlist: { join: () => ({ ok: true }) } });
    const u = renderCard();
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(await screen.findByText("Email required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await u.type(screen.getByLabelText("Email address"), " ada@example.com ");
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(await screen.findByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByText("Welcome to the waitlist!")).toBeInTheDocument();
    expect(calls.map((c) => c.input)).toEqual([{ email: "ada@example.com" }]);
  });

  it("shows a refused phone number's message under the phone field, and the server's text", async () => {
    const message = PHONE_NUMBER_REFUSED_MESSAGE;
    stubTrpc({
      waitlist: {
        join: () =>
          new StubError({ code: "BAD_REQUEST", message, fields: { phoneNumber: message } }),
      },
    });
    const u = renderCard();
    await u.click(screen.getByRole("tab", { name: "Phone" }));
    const phone = screen.getByLabelText("Phone number");
    await u.type(phone, "12");
    await u.click(screen.getByRole("button", { name: "Join Waitlist" }));

    // The toast says the server's text without a status (docs/spec/product-spec.md, "The error
    // catalogue"); the field says it too.
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    const hint = document.getElementById(phone.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(message);
    expect(document.body.textContent).not.toContain("phoneNumber");
  });
});
