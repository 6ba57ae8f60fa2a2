import { discoveryAnswer, icebreakerFor } from "@tandem/api-contract";

const copy = {
  aboutAnswer: (label: string) => `You picked "${label}": tell me more!`,
};

/**
 * The first line the match moment offers (decision 246): about the answer the like was about,
 * else the conversation's icebreaker (the two people's common answers, or a generic line).
 */
export function matchOpener(
  matchId: number,
  commonTags: readonly string[],
  likedAnswer?: string | null,
): string {
  const answer = likedAnswer ? discoveryAnswer(likedAnswer) : null;
  if (answer) return copy.aboutAnswer(answer.label);
  return icebreakerFor(matchId, commonTags);
}
