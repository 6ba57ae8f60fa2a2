import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ModerationReport } from "@tandem/api-contract";
import { renderWithProviders } from "../../test/render.js";
import { ReportCard } from "./report-card.js";

const person = (over: Partial<NonNullable<ModerationReport["reported"]>> = {}) => ({
  id: "00000000-0000-4000-8000-000000000001",
  email: "rex@example.test",
  name: null,
  nickname: "Rex",
  role: "user" as const,
  suspendedAt: null,
  ...over,
});

const report = (over: Partial<ModerationReport> = {}): ModerationReport => ({
  id: 7,
  reporter: person({
    id: "00000000-0000-4000-8000-000000000002",
    nickname: "Ada",
    email: "ada@example.test",
  }),
  reported: person(),
  reportedCount: 3,
  reason: "harassment",
  details: "Kept messaging after I said no.",
  createdAt: "2026-11-22T06:00:00.000Z",
  resolution: null,
  resolvedAt: null,
  chatExcerpt: null,
  reportedProfile: null,
  ...over,
});

describe("ReportCard", () => {
  it("shows who, about whom, why, the note and the count, and offers the three actions", async () => {
    const onAction = vi.fn();
    renderWithProviders(<ReportCard report={report()} onAction={onAction} />);
    expect(screen.getByText("Harassment")).toBeInTheDocument();
    expect(screen.getByText("Rex")).toBeInTheDocument();
    expect(screen.getByText("rex@example.test")).toBeInTheDocument();
    expect(screen.getByText("Ada")).toBeInTheDocument();
    expect(screen.getByText("Kept messaging after I said no.")).toBeInTheDocument();
    expect(screen.getByText("3 reports about this person")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Suspend" }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), "suspend");
  });

  it("shows the chat excerpt of a report made from the conversation, by who said what", () => {
    const base = report();
    renderWithProviders(
      <ReportCard
        report={report({
          chatExcerpt: {
            matchId: 3,
            messages: [
              { senderId: base.reporter!.id, body: "Please stop.", sentAt: base.createdAt },
              { senderId: base.reported!.id, body: "No.", sentAt: base.createdAt },
            ],
          },
        })}
      />,
    );
    const excerpt = screen.getByRole("list", { name: "Chat before the report" });
    expect(excerpt).toHaveTextContent("Ada: Please stop.");
    expect(excerpt).toHaveTextContent("Rex: No.");
  });

  it("names a deleted account and allows only dismissing; an admin cannot be warned or suspended", () => {
    const { unmount } = renderWithProviders(
      <ReportCard report={report({ reported: null, reportedCount: 1 })} onAction={() => {}} />,
    );
    expect(screen.getByText("Deleted account")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dismiss" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Suspend" })).toBeDisabled();
    unmount();
    renderWithProviders(
      <ReportCard report={report({ reported: person({ role: "admin" }) })} onAction={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Warn" })).toBeDisabled();
  });
});
