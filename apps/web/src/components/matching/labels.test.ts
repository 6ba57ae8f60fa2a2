import { describe, expect, it } from "vitest";
import { GENDERS, REPORT_REASONS } from "@tandem/api-contract";
import { GENDER_LABELS, REPORT_REASON_LABELS, socialLinks, tagLabel } from "./labels.js";

describe("tagLabel", () => {
  it("shows underscores as spaces", () => {
    expect(tagLabel("music_pop")).toBe("music pop");
    expect(tagLabel("travel_road_trip")).toBe("travel road trip");
  });

  it("leaves tags without underscores alone", () => {
    expect(tagLabel("foodie")).toBe("foodie");
  });
});

describe("labels", () => {
  it("has a human label for every gender and report reason of the contract", () => {
    expect(GENDERS.map((g) => GENDER_LABELS[g])).toEqual([
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
