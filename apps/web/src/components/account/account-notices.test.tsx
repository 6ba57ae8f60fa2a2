import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { AccountNotices } from "./account-notices.js";

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("AccountNotices", () => {
  it("tells the person once that their partner deleted their account, then dismisses it", async () => {
    let pending = true;
    const calls = stubTrpc({
      account: {
        notices: () => ({
          partnerDeletedAccountAt: pending ? "2026-11-22T06:00:00.000Z" : null,
          partnerEndedPairing: null,
        }),
        dismissNotices: () => {
          pending = false;
          return { ok: true };
        },
      },
    });
    renderWithProviders(
      <>
        <AccountNotices />
        <AppToaster />
      </>,
    );
    expect(await screen.findByText(/Your partner deleted their account/)).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === "account.dismissNotices")).toHaveLength(1),
    );
  });

  it("shows nothing without a notice", async () => {
    const calls = stubTrpc({
      account: { notices: () => ({ partnerDeletedAccountAt: null, partnerEndedPairing: null }) },
    });
    renderWithProviders(
      <>
        <AccountNotices />
        <AppToaster />
      </>,
    );
    await vi.waitFor(() => expect(calls.some((c) => c.path === "account.notices")).toBe(true));
    expect(screen.queryByText(/Your partner deleted their account/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "account.dismissNotices")).toBe(false);
  });
});
