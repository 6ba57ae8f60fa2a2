import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DiscoverCandidate } from "@tandem/api-contract";
import { CandidateCard } from "./candidate-card.js";

const candidate: DiscoverCandidate = {
  id: "00000000-0000-4000-8000-000000000002",
  nickname: "riley",
  profileImageUrl: null,
  ageGroup: "23-27",
  city: "Lisbon, Portugal",
  bio: "Pizza, pop songs and long beach walks.",
  matchScore: 67,
  commonTags: ["music_pop", "travel_beach", "homebody"],
};

describe("CandidateCard", () => {
  it("shows the nickname, match score, age group, city and bio", () => {
    render(<CandidateCard candidate={candidate} />);
    expect(screen.getByRole("heading", { name: "riley" })).toBeTruthy();
    expect(screen.getByText("67% match")).toBeTruthy();
    expect(screen.getByText("23-27")).toBeTruthy();
    expect(screen.getByText("Lisbon, Portugal")).toBeTruthy();
    expect(screen.getByText("Pizza, pop songs and long beach walks.")).toBeTruthy();
  });

  it("lists the shared tags under 'You both like', underscores as spaces", () => {
    render(<CandidateCard candidate={candidate} />);
    const list = screen.getByRole("region", { name: "You both like" });
    expect(within(list).getByRole("heading", { name: "You both like" })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["music pop", "travel beach", "homebody"]);
  });

  it("shows the initial on a placeholder without a photo, and the photo when there is one", () => {
    const { unmount } = render(<CandidateCard candidate={candidate} />);
    expect(screen.getByRole("img", { name: "riley has no photo" }).textContent).toBe("R");
    unmount();
    render(
      <CandidateCard candidate={{ ...candidate, profileImageUrl: "https://example.com/r.jpg" }} />,
    );
    expect(screen.getByRole("img", { name: "Photo of riley" }).getAttribute("src")).toBe(
      "https://example.com/r.jpg",
    );
  });

  it("leaves out what is missing", () => {
    render(<CandidateCard candidate={{ ...candidate, city: null, bio: null, commonTags: [] }} />);
    expect(screen.queryByText("You both like")).toBeNull();
    expect(screen.queryByText("City:")).toBeNull();
  });
});
