import { describe, expect, it } from "vitest";
import { OPEN_PREFERENCES, type MatchingProfile } from "@tandem/api-contract";
import { completeness, profileSteps } from "./profile-completeness.js";

const profile = (overrides: Partial<MatchingProfile> = {}): MatchingProfile => ({
  nickname: "Ava",
  gender: "female",
  ageGroup: "28-32",
  city: null,
  bio: null,
  instagramHandle: null,
  snapchatHandle: null,
  facebookHandle: null,
  discoveryTags: [],
  paused: false,
  preferences: { ...OPEN_PREFERENCES, confirmed: true },
  ...overrides,
});

describe("profileSteps", () => {
  it("starts with the dating profile, then the quiz, then what makes a profile likeable", () => {
    const steps = profileSteps({ hasMatchingProfile: false, hasDiscoveryTags: false }, null);
    expect(steps.map((s) => [s.key, s.done, s.to])).toEqual([
      ["profile", false, "/app/profile-setup"],
      ["quiz", false, "/app/discovery-quiz"],
      ["photo", false, "/app/profile-setup"],
      ["city", false, "/app/profile-setup"],
      ["bio", false, "/app/profile-setup"],
      ["social", false, "/app/profile-setup"],
    ]);
    expect(completeness(steps)).toBe(0);
  });

  it("counts what is filled in", () => {
    const steps = profileSteps(
      { hasMatchingProfile: true, hasDiscoveryTags: true },
      profile({ city: "Lisbon", discoveryTags: ["foodie"] }),
    );
    expect(completeness(steps)).toBe(50);
    expect(steps.find((s) => !s.done)?.key).toBe("photo");
    const full = profileSteps(
      { hasMatchingProfile: true, hasDiscoveryTags: true },
      profile({ city: "Lisbon", bio: "Hi", snapchatHandle: "ava" }),
      2,
    );
    expect(completeness(full)).toBe(100);
  });
});
