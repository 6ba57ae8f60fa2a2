import {
  DISCOVERY_TAGS,
  discoveryAnswer,
  GENERIC_ICEBREAKER,
  ICEBREAKERS,
  icebreakerFor,
} from "@tandem/api-contract";
import { defineCopy, type Translate } from "@tandem/i18n";

// The contract's icebreakers (the server picks one for an empty chat) keyed by their tag, so
// each can be said in the UI's language.
const english = {
  aboutAnswer: 'You picked "{label}": tell me more!',
  generic: GENERIC_ICEBREAKER,
  ...ICEBREAKERS,
};

export const openerCopy = defineCopy(english, { es: () => import("./match-opener.es.js") });

type Say = Translate<typeof english>;

/** The icebreaker the server chose (the contract's English) in the UI's language. */
export function icebreakerText(t: Say, icebreaker: string): string {
  if (icebreaker === GENERIC_ICEBREAKER) return t("generic");
  const tag = DISCOVERY_TAGS.find((known) => ICEBREAKERS[known] === icebreaker);
  return tag ? t(tag) : icebreaker;
}

/**
 * The first line the match moment offers (decision 246): about the answer the like was about,
 * else the conversation's icebreaker (the two people's common answers, or a generic line).
 */
export function matchOpener(
  t: Say,
  matchId: number,
  commonTags: readonly string[],
  likedAnswer?: string | null,
): string {
  const answer = likedAnswer ? discoveryAnswer(likedAnswer) : null;
  if (answer) return t("aboutAnswer", { label: answer.label });
  return icebreakerText(t, icebreakerFor(matchId, commonTags));
}
