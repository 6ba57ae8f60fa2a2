import { DISCOVERY_QUIZ } from "../discovery-quiz.js";

/**
 * A score is shown only for someone who answered every question of the discovery quiz
 * (decision 247): fewer answers are too few to say anything.
 */
export const MATCH_SCORE_MIN_ANSWERS = DISCOVERY_QUIZ.length;

/**
 * ...and only when the two share at least this many answers. Two strangers picking one of
 * four answers to each of five questions share 1.25 on average: one shared answer is chance,
 * and its score (11%) or none (0%) says nothing but "low".
 */
export const MATCH_SCORE_MIN_SHARED = 2;

/** What a card knows to decide: the score, their answers, the answers the two share. */
export interface ScoredCard {
  matchScore: number;
  answers: readonly string[];
  commonTags: readonly string[];
}

/** The "{matchScore}% match" to show on a card, or null: never 0%, never from chance. */
export function shownMatchScore({ matchScore, answers, commonTags }: ScoredCard): number | null {
  if (answers.length < MATCH_SCORE_MIN_ANSWERS) return null;
  if (commonTags.length < MATCH_SCORE_MIN_SHARED || matchScore <= 0) return null;
  return matchScore;
}
