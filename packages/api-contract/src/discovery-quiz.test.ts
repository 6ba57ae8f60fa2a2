import { describe, it, expect } from "vitest";
import { DISCOVERY_QUIZ, DISCOVERY_TAGS } from "./discovery-quiz.js";

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
