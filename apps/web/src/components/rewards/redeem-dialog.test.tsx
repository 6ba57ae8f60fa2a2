import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, VOUCHER_VALIDITY_TEXT, type Reward } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { RedeemDialog } from "./redeem-dialog.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";

const reward: Reward = {
  id: 3,
  title: "Coffee for Two",
  description: "Two drinks and a pastry.",
  imageUrl: null,
  brandName: "Bean & Bloom Café",
  pointsCost: 50,
  location: "Riverside Quarter",
  isActive: true,
  stock: null,
  codesValidUntil: null,
  partnerGetsIdentity: false,
  city: null,
};

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(
    <>
      <RedeemDialog reward={reward} points={80} onOpenChange={onOpenChange} />
      <AppToaster />
    </>,
  );
  return onOpenChange;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("RedeemDialog", () => {
  it("confirms with an Idempotency-Key, then shows the voucher, copies it and closes", async () => {
    const calls = stubTrpc({
      rewards: {
        redeem: () => ({ voucherCode: "TND-7K2M-Q9XP", redemptionId: 1, points: 30 }),
      },
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onOpenChange = renderDialog();

    expect(await screen.findByRole("heading", { name: "Redeem Reward" })).toBeInTheDocument();
    expect(screen.getByText("Bean & Bloom Café")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm Redemption" }));

    expect(await screen.findByText("TND-7K2M-Q9XP")).toBeInTheDocument();
    const redeem = calls.find((c) => c.path === "rewards.redeem");
    expect(redeem?.input).toEqual({ id: 3 });
    expect(redeem?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByText(VOUCHER_VALIDITY_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("TND-7K2M-Q9XP");
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(screen.getByText("The voucher code is on your clipboard.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Got it!" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("toasts 'Redemption Failed' with the message and stays on the confirmation", async () => {
    stubTrpc({
      rewards: { redeem: () => new StubError({ code: "CONFLICT", message: "Not enough points." }) },
    });
    const user = userEvent.setup();
    renderDialog();

    await user.click(await screen.findByRole("button", { name: "Confirm Redemption" }));
    expect(await screen.findByText("Redemption Failed")).toBeInTheDocument();
    expect(screen.getByText("409: Not enough points.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Confirm Redemption" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
  });
});
