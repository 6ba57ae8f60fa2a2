import { describe, it, expect } from "vitest";
import { DISCOVERY_QUIZ, DISCOVERY_TAGS } from "./discovery-quiz.js";
import { DiscoveryTagsInputSchema } from "./matching/schemas.js";

const questionTags = (id: string): string[] =>
  DISCOVERY_QUIZ.find((q) => q.id === id)?.options.map((o) => o.tag) ?? [];

describe("DISCOVERY_QUIZ", () => {
  it("has exactly 5 questions in the expected order", () => {
    expect(DISCOVERY_QUIZ.map((q) => q.id)).toEqual([
      "friday-night",
      "music",
      "vacation",
      "comfort-food",
      "sunday-morning",
    ]);
  });

  it("has 4 options per question with short texts", () => {
    for (const q of DISCOVERY_QUIZ) {
      expect(q.options, q.id).toHaveLength(4);
      for (const o of q.options) {
        expect(o.text.trim().length, q.id).toBeGreaterThan(0);
        expect(o.text.length, `${q.id}: ${o.text}`).toBeLessThanOrEqual(40);
      }
    }
  });

  it("has 20 distinct snake_case tags", () => {
    expect(DISCOVERY_TAGS).toHaveLength(20);
    expect(new Set(DISCOVERY_TAGS).size).toBe(20);
    for (const tag of DISCOVERY_TAGS) expect(tag).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it("has the required tags in the right questions", () => {
    expect(questionTags("friday-night")).toEqual(expect.arrayContaining(["homebody", "social"]));
    expect(questionTags("music")).toContain("music_pop");
    expect(questionTags("vacation")).toContain("travel_beach");
    expect(questionTags("comfort-food")).toContain("food_pizza");
  });
});

describe("DiscoveryTagsInputSchema", () => {
  it("refuses an unknown tag by name, and an overlong one without quoting it", () => {
    const unknown = DiscoveryTagsInputSchema.safeParse({ tags: ["not_a_tag"] });
    expect(unknown.error?.issues.map((i) => i.message)).toContain(
      '"not_a_tag" is not an answer of the quiz.',
    );

    const long = DiscoveryTagsInputSchema.safeParse({ tags: ["a".repeat(3000)] });
    const messages = long.error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.length).toBeLessThan(200);
  });
});
