import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { EndRelationshipDialog } from "./end-relationship-dialog.js";

afterEach(() => vi.unstubAllGlobals());

const photo = {
  id: "6f1c2b9e-8a47-4c1e-9d3a-2b5e7f0a1c3d",
  url: "/api/photos/6f1c2b9e-8a47-4c1e-9d3a-2b5e7f0a1c3d/large",
  thumbUrl: "/api/photos/6f1c2b9e-8a47-4c1e-9d3a-2b5e7f0a1c3d/small",
  width: 300,
  height: 300,
};

describe("EndRelationshipDialog", () => {
  it("says the couple photo is deleted when the couple has one", async () => {
    stubTrpc({ photos: { couplePhoto: () => ({ photo }) } });
    renderWithProviders(<EndRelationshipDialog open onOpenChange={() => {}} partner="Lena" />);
    expect(
      await screen.findByText("Your couple photo is deleted, and Undo does not bring it back."),
    ).toBeInTheDocument();
    expect(screen.getByText("Lena is told that you ended it.")).toBeInTheDocument();
  });

  it("says the partner is told and it can be undone for 24 hours, without a photo line when there is none", async () => {
    const calls = stubTrpc({ photos: { couplePhoto: () => ({ photo: null }) } });
    renderWithProviders(<EndRelationshipDialog open onOpenChange={() => {}} partner="Lena" />);
    await screen.findByText("Lena is told that you ended it.");
    expect(
      screen.getByText(/You can undo this for 24 hours from Home or Profile/),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("photos.couplePhoto"));
    await new Promise((settled) => setTimeout(settled, 50)); // the answer has been rendered
    expect(screen.queryByText(/Your couple photo is deleted/)).not.toBeInTheDocument();
  });
});
