import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { stubTrpc } from "../test/trpc-stub.js";
import ProfileScreen from "./profile.js";

describe("Profile's points (decision 232)", () => {
  it("shows the balance and the points earned, not one as the other", async () => {
    // Earned 80, spent 50 on a reward.
    stubTrpc({ user: { me: () => authUser({ points: 30, pointsEarned: 80 }) } });
    renderWithProviders(
      <SignedIn>
        <ProfileScreen />
      </SignedIn>,
    );
    const points = await screen.findByTestId("profile-points");
    expect(points).toHaveTextContent(/^30 points·80 points earned$/);
    expect(screen.queryByText("30 points earned")).not.toBeInTheDocument();
  });
});
