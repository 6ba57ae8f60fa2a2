import { describe, expect, it } from "vitest";
import { DISCOVERY_QUIZ } from "../discovery-quiz.js";
import { MATCH_SCORE_MIN_SHARED, shownMatchScore } from "./match-score.js";

const all = DISCOVERY_QUIZ.map((q) => q.options[0].tag);

describe("shownMatchScore", () => {
  it("shows the score of two people who share at least two answers of a whole quiz", () => {
    expect(MATCH_SCORE_MIN_SHARED).toBe(2);
    expect(shownMatchScore({ matchScore: 25, answers: all, commonTags: all.slice(0, 2) })).toBe(25);
    expect(shownMatchScore({ matchScore: 100, answers: all, commonTags: all })).toBe(100);
  });

  it("never shows 0%, nor a score from one shared answer (chance)", () => {
    expect(shownMatchScore({ matchScore: 0, answers: all, commonTags: [] })).toBeNull();
    expect(
      shownMatchScore({ matchScore: 11, answers: all, commonTags: all.slice(0, 1) }),
    ).toBeNull();
  });

  it("shows no score for someone who answered fewer questions than the quiz has", () => {
    const fewer = all.slice(0, 3);
    expect(shownMatchScore({ matchScore: 60, answers: fewer, commonTags: fewer })).toBeNull();
  });
});
