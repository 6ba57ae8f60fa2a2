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
    renderWithProviders(<EndRelationshipDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText("Your couple photo is deleted.")).toBeInTheDocument();
    expect(screen.getByText("Your partner will not be notified.")).toBeInTheDocument();
  });

  it("lists only the spec's consequences when there is no couple photo", async () => {
    const calls = stubTrpc({ photos: { couplePhoto: () => ({ photo: null }) } });
    renderWithProviders(<EndRelationshipDialog open onOpenChange={() => {}} />);
    await screen.findByText("Your partner will not be notified.");
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("photos.couplePhoto"));
    await new Promise((settled) => setTimeout(settled, 50)); // the answer has been rendered
    expect(screen.queryByText("Your couple photo is deleted.")).not.toBeInTheDocument();
  });
});
