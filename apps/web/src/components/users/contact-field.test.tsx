import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_NUMBER_REFUSED_MESSAGE } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { ContactField } from "./contact-field.js";

const user = authUser();

function renderField(kind: "phone" | "location") {
  renderWithProviders(
    <>
      <ContactField kind={kind} user={user} />
      <AppToaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("ContactField", () => {
  it("saves the trimmed phone number and toasts 'Phone Updated'", async () => {
    const calls = stubTrpc({
      user: { setPhone: () => ({ ...user, phoneNumber: "+14155550199" }) },
    });
    const u = renderField("phone");
    await u.type(screen.getByLabelText("Phone Number"), "  415 555 0199 ");
    await u.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Phone Updated")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone Number")).toHaveProperty("value", "+14155550199");
    expect(calls.map((c) => c.input)).toEqual([{ phoneNumber: "415 555 0199", region: "US" }]);
  });

  it("sends nothing for an empty value", async () => {
    const calls = stubTrpc({});
    const u = renderField("location");
    await u.type(screen.getByLabelText("Location"), "   ");
    await u.click(screen.getByRole("button", { name: "Save" }));
    expect(calls).toHaveLength(0);
  });

  it("shows a refused phone number's message under the field, and the 'Error' toast", async () => {
    const message = PHONE_NUMBER_REFUSED_MESSAGE;
    stubTrpc({
      user: {
        setPhone: () =>
          new StubError({ code: "BAD_REQUEST", message, fields: { phoneNumber: message } }),
      },
    });
    const u = renderField("phone");
    const input = screen.getByLabelText("Phone Number");
    await u.type(input, "12");
    await u.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(`400: ${message}`)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    const hint = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(message);
    expect(document.body.textContent).not.toContain("phoneNumber");

    await u.type(input, "3");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(document.getElementById(hint?.id ?? "")).not.toBeInTheDocument();
  });

  it("shows the detected city when it arrives, unless the person is typing there", async () => {
    stubTrpc({});
    // The user as the app holds it: its location arrives later (detected in the background).
    function Harness() {
      const [location, setLocation] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setLocation("Lisbon, Portugal")}>
            Lisbon
          </button>
          <button type="button" onClick={() => setLocation("Porto, Portugal")}>
            Porto
          </button>
          <ContactField kind="location" user={{ ...user, location }} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const u = userEvent.setup();
    const field = () => screen.getByLabelText("Location");
    expect(field()).toHaveProperty("value", "");
    await u.click(screen.getByRole("button", { name: "Lisbon" }));
    expect(field()).toHaveProperty("value", "Lisbon, Portugal");

    await u.type(field(), " (Alfama)");
    await u.click(screen.getByRole("button", { name: "Porto" }));
    expect(field()).toHaveProperty("value", "Lisbon, Portugal (Alfama)");
  });

  it("asks for the position only after 'Use my location' is tapped", async () => {
    const getCurrentPosition = vi.fn();
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    stubTrpc({});
    const u = renderField("location");
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await u.click(screen.getByRole("button", { name: "Use my location" }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
