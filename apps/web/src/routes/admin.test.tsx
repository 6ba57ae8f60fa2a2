import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModerationReport } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";
import AdminScreen from "./admin.js";

const admin = authUser({ role: "admin" });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => admin }));

const report: ModerationReport = {
  id: 11,
  reporter: null,
  reported: {
    id: "00000000-0000-4000-8000-000000000021",
    email: "sam@example.test",
    name: "Sam Stone",
    nickname: null,
    role: "user",
    suspendedAt: null,
  },
  reportedCount: 2,
  reason: "spam",
  details: "Links to a shop.",
  createdAt: "2026-11-22T06:00:00.000Z",
  resolution: null,
  resolvedAt: null,
  chatExcerpt: null,
  reportedProfile: null,
};

function renderAdmin(path = "/app/admin") {
  renderWithProviders(
    <>
      <AdminScreen />
      <AppToaster />
    </>,
    { path, route: "/app/admin" },
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("AdminScreen", () => {
  it("opens on the rewards, as before, with the desk's tabs beside them", async () => {
    stubTrpc({ admin: { listRewards: () => [] } });
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "All Rewards (0)" })).toBeInTheDocument();
    for (const tab of ["Rewards", "Reports", "People", "Log", "Waitlist"]) {
      expect(screen.getByRole("tab", { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: /New Reward/ })).toBeInTheDocument();
  });

  it("resolves a report with a note from the Reports tab", async () => {
    const calls = stubTrpc({
      moderation: {
        reports: () => [report],
        resolveReport: () => ({ ...report, resolution: "warned", resolvedAt: report.createdAt }),
      },
    });
    const user = renderAdmin("/app/admin?tab=reports");
    expect(await screen.findByText("Links to a shop.")).toBeInTheDocument();
    expect(screen.getByText("Deleted account")).toBeInTheDocument();
    expect(screen.getByText("2 reports about this person")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /New Reward/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Warn" }));
    await user.click(screen.getByRole("button", { name: "Record warning" }));
    expect(await screen.findByText("Write a note: why you do this.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Note (why)"), "First and last warning.");
    await user.click(screen.getByRole("button", { name: "Record warning" }));
    expect(await screen.findByText("Warning recorded")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "moderation.resolveReport")?.input).toEqual({
      id: 11,
      action: "warn",
      note: "First and last warning.",
    });
  });

  it("asks a staff member whose sign-in is old to sign in again, back to the same tab", async () => {
    stubTrpc({
      moderation: {
        reports: () =>
          new StubError({
            code: "FORBIDDEN",
            message:
              "For staff actions, sign in again: your last sign-in was more than 12 hours ago.",
            reason: "RECENT_SIGN_IN_REQUIRED",
          }),
      },
    });
    renderAdmin("/app/admin?tab=reports");
    const link = await screen.findByRole("link", { name: "Sign in again" });
    expect(link).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/api\/login\?returnTo=.*&reauth=1$/),
    );
    expect(screen.getByText(/more than 12 hours ago/)).toBeInTheDocument();
  });
});
