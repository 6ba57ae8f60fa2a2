import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { translator } from "@tandem/i18n";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { waitingCopy, WaitingForPartner } from "./waiting-for-partner.js";

const say = translator(waitingCopy, "en");

const renderLine = () =>
  renderWithProviders(<WaitingForPartner name="Lena" answered={3} total={8} />, {
    outside: <AppToaster />,
  });

describe("WaitingForPartner", () => {
  it("nudges from beside 'Waiting for <name>' and says how the nudge travels", async () => {
    const calls = stubTrpc({
      push: { nudge: () => ({ delivered: false, via: ["home", "email"] }) },
    });
    renderLine();
    expect(screen.getByText("Waiting for Lena: 3 of 8 answered so far.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Nudge Lena" }));
    expect(await screen.findByText(say("sent", { name: "Lena" }))).toBeInTheDocument();
    expect(screen.getByText(say("viaHomeAndEmail"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: say("nudged") })).toBeDisabled();
    expect(calls.filter((c) => c.path === "push.nudge")).toHaveLength(1);
  });

  it("shows the refusal in words, and 'Nudged' when today's nudge was already sent", async () => {
    const message = "You already nudged Lena today. You can nudge again tomorrow.";
    stubTrpc({
      push: {
        nudge: () => new StubError({ code: "CONFLICT", message, reason: "ALREADY_NUDGED" }),
      },
    });
    renderLine();
    await userEvent.setup().click(screen.getByRole("button", { name: "Nudge Lena" }));
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: say("nudged") })).toBeDisabled();
  });
});
