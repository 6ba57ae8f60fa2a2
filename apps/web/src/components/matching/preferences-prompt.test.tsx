import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { OPEN_PREFERENCES } from "@tandem/api-contract";
import { renderWithProviders } from "../../test/render.js";
import { forgetPreferencesPromptSeen, PreferencesPrompt } from "./preferences-prompt.js";

const preferences = { ...OPEN_PREFERENCES, distanceKm: null, confirmed: false };
const question = { name: "Who would you like to meet?" };

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.style.fontSize = "";
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
  forgetPreferencesPromptSeen();
});

describe("PreferencesPrompt", () => {
  it("asks in full on the first visit, then as a chip that opens the question", async () => {
    const first = renderWithProviders(<PreferencesPrompt preferences={preferences} city={null} />);
    expect(await screen.findByRole("region", question)).toBeInTheDocument();
    // In a cookie, so the server draws the next visit's chip itself (decision 372).
    expect(document.cookie).toContain("tandem-preferences-prompt=seen");
    // Still asked in full for the rest of this visit.
    expect(screen.queryByRole("button", question)).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<PreferencesPrompt preferences={preferences} city={null} />);
    const chip = await screen.findByRole("button", question);
    expect(screen.queryByRole("region", question)).not.toBeInTheDocument();
    await userEvent.setup().click(chip);
    expect(screen.getByRole("region", question)).toBeInTheDocument();
  });

  it("remembers the first visit on this device, across page loads", async () => {
    document.cookie = "tandem-preferences-prompt=seen; Path=/";
    renderWithProviders(<PreferencesPrompt preferences={preferences} city={null} />);
    expect(await screen.findByRole("button", question)).toBeInTheDocument();
  });

  it("takes a first visit remembered in localStorage before the cookie, and moves it there", async () => {
    window.localStorage.setItem("tandem.preferences-prompt-seen", "1");
    renderWithProviders(<PreferencesPrompt preferences={preferences} city={null} />);
    expect(await screen.findByRole("button", question)).toBeInTheDocument();
    expect(document.cookie).toContain("tandem-preferences-prompt=seen");
  });

  it("is the chip from the first visit when the text is at 200 % (decision 275)", async () => {
    // 390 px at a 32 px root font: about 12 root ems, where the question fills the screen.
    document.documentElement.style.fontSize = "32px";
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    renderWithProviders(<PreferencesPrompt preferences={preferences} city={null} />);
    expect(await screen.findByRole("button", question)).toBeInTheDocument();
    expect(screen.queryByRole("region", question)).not.toBeInTheDocument();
  });
});
