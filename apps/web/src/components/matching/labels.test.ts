import { describe, expect, it } from "vitest";
import { DISCOVERY_QUIZ, GENDERS, REPORT_REASONS } from "@tandem/api-contract";
import { genderCopy } from "./gender-copy.js";
import { REPORT_REASON_LABELS, socialLinks, tagLabel } from "./labels.js";

describe("tagLabel", () => {
  it("shows the words people picked, never the tag", () => {
    expect(tagLabel("music_pop")).toBe("Pop");
    expect(tagLabel("travel_beach")).toBe("Beach holidays");
    expect(tagLabel("music_jazz")).toBe("Jazz & soul");
    for (const question of DISCOVERY_QUIZ)
      for (const option of question.options) {
        expect(tagLabel(option.tag)).toBe(option.label);
        expect(option.label).not.toMatch(/_/);
      }
  });

  it("shows a tag the quiz no longer has with spaces", () => {
    expect(tagLabel("old_tag")).toBe("old tag");
  });
});

describe("labels", () => {
  it("has a human label for every gender and report reason of the contract", () => {
    expect(GENDERS.map((g) => genderCopy.english[g])).toEqual([
      "Male",
      "Female",
      "Non-binary",
      "Prefer not to say",
    ]);
    for (const reason of REPORT_REASONS) expect(REPORT_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
  });
});

describe("socialLinks", () => {
  it("links each filled-in handle to its network", () => {
    expect(
      socialLinks({
        instagramHandle: "riley_sunny",
        snapchatHandle: "@riley.s",
        facebookHandle: "riley.fb",
      }),
    ).toEqual([
      { network: "Instagram", handle: "riley_sunny", url: "https://instagram.com/riley_sunny" },
      { network: "Snapchat", handle: "riley.s", url: "https://www.snapchat.com/add/riley.s" },
      { network: "Facebook", handle: "riley.fb", url: "https://www.facebook.com/riley.fb" },
    ]);
  });

  it("skips missing handles", () => {
    expect(
      socialLinks({ instagramHandle: null, snapchatHandle: "  ", facebookHandle: null }),
    ).toEqual([]);
  });
});
