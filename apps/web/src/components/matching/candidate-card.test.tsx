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
  photos: [],
  answers: ["homebody", "music_pop", "travel_beach", "food_pizza", "reading"],
  likesYou: false,
  likedMe: null,
};

describe("CandidateCard", () => {
  it("shows the nickname, match score, age group, city and bio", () => {
    render(<CandidateCard candidate={candidate} />);
    expect(screen.getByRole("heading", { name: "riley" })).toBeInTheDocument();
    expect(screen.getByText("67% match")).toBeInTheDocument();
    expect(screen.getByText("23-27")).toBeInTheDocument();
    expect(screen.getByText("Lisbon, Portugal")).toBeInTheDocument();
    expect(screen.getByText("Pizza, pop songs and long beach walks.")).toBeInTheDocument();
  });

  it("leads with what the two share, in words", () => {
    render(<CandidateCard candidate={candidate} />);
    expect(
      screen.getByText("You both love pop, beach holidays and 1 more thing"),
    ).toBeInTheDocument();
  });

  it("shows no score that says nothing: never 0%, never from one shared answer", () => {
    const { rerender } = render(
      <CandidateCard candidate={{ ...candidate, matchScore: 0, commonTags: [] }} />,
    );
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
    expect(screen.queryByText(/You both love/)).not.toBeInTheDocument();
    rerender(
      <CandidateCard candidate={{ ...candidate, matchScore: 11, commonTags: ["food_pizza"] }} />,
    );
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
    expect(screen.getByText("You both love pizza")).toBeInTheDocument();
  });

  it("lists the shared tags under 'You both like', in the words people picked", () => {
    render(<CandidateCard candidate={candidate} />);
    const list = screen.getByRole("region", { name: "You both like" });
    expect(within(list).getByRole("heading", { name: "You both like" })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Pop", "Beach holidays", "Cosy nights in"]);
  });

  it("shows their own answers as question and words, never a tag", () => {
    render(<CandidateCard candidate={candidate} />);
    const answers = screen.getByRole("region", { name: "riley's answers" });
    expect(within(answers).getByText("Your go-to comfort food?")).toBeInTheDocument();
    expect(within(answers).getByText("Pizza")).toBeInTheDocument();
    expect(within(answers).getByText("Reading in bed")).toBeInTheDocument();
    expect(answers.textContent).not.toMatch(/_|food pizza/);
  });

  it("shows every photo with an indicator, and the note of a like of mine", () => {
    const photo = (n: number) => ({
      id: `00000000-0000-4000-8000-00000000010${n}`,
      url: `/api/photos/${n}/large`,
      thumbUrl: `/api/photos/${n}/small`,
      width: 800,
      height: 1000,
    });
    render(
      <CandidateCard
        candidate={{
          ...candidate,
          photos: [photo(1), photo(2), photo(3)],
          likedMe: {
            note: "Pizza on Friday?",
            photoId: null,
            photoThumbUrl: null,
            answer: "food_pizza",
            likedAt: "2026-11-27T01:00:00.000Z",
          },
        }}
        onLikeThing={() => {}}
      />,
    );
    const photos = within(screen.getByRole("list", { name: "Photos of riley" })).getAllByRole(
      "img",
    );
    expect(photos.map((img) => img.getAttribute("alt"))).toEqual([
      "Photo 1 of riley",
      "Photo 2 of riley",
      "Photo 3 of riley",
    ]);
    expect(screen.getByRole("status", { name: "Photo 1 of 3" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like photo 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like answer: Pizza" })).toBeInTheDocument();
    const note = screen.getByRole("region", { name: 'riley liked your answer "Pizza"' });
    expect(within(note).getByText("Pizza on Friday?")).toBeInTheDocument();
  });

  it("shows the initial on a placeholder without a photo, and the photo when there is one", () => {
    const { unmount } = render(<CandidateCard candidate={candidate} />);
    expect(screen.getByRole("img", { name: "riley has no photo" }).textContent).toBe("R");
    unmount();
    render(
      <CandidateCard candidate={{ ...candidate, profileImageUrl: "https://example.com/r.jpg" }} />,
    );
    expect(screen.getByRole("img", { name: "Photo of riley" })).toHaveAttribute(
      "src",
      "https://example.com/r.jpg",
    );
  });

  it("leaves out what is missing", () => {
    render(<CandidateCard candidate={{ ...candidate, city: null, bio: null, commonTags: [] }} />);
    expect(screen.queryByText("You both like")).not.toBeInTheDocument();
    expect(screen.queryByText("City:")).not.toBeInTheDocument();
  });
});
