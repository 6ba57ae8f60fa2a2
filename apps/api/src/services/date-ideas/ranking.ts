import { ANSWER_TAG_PHRASES, type DateIdea, type Season } from "@tandem/api-contract";
import type { QuestionTag } from "@tandem/db";
import { REWARD_HINTS, type CatalogueIdea } from "./catalogue.js";

/** A partner reward, as the ranking sees it. */
export interface RewardForIdeas {
  id: number;
  title: string;
  description: string;
  brandName: string | null;
  location: string | null;
  pointsCost: number;
}

/** What an idea is ranked by. */
export interface RankingInput {
  /** Per answer tag, how often both partners chose it: the smaller of their two counts. */
  shared: ReadonlyMap<string, number>;
  season: Season;
  /** The couple's town, when one of them set a location we could find. */
  city: { name: string; population: number } | null;
  saved: ReadonlySet<string>;
}

/** A town this big has museums, theatres and climbing gyms ("city" ideas). */
export const BIG_CITY_POPULATION = 100_000;

/** The weights of the score, named so the reason and the tests can refer to them. */
export const WEIGHTS = {
  /** Spread over the idea's tags by how shared each is (the most shared tag counts 1). */
  sharedTags: 10,
  inSeason: 3,
  outOfSeason: -6,
  bigCityForCityIdea: 1,
  smallTownForCityIdea: -4,
} as const;

export const rewardIdeaKey = (rewardId: number) => `reward-${rewardId}`;

/** A partner reward as a date idea: tags and seasons read from its words (REWARD_HINTS). */
export function rewardAsIdea(reward: RewardForIdeas): CatalogueIdea & { reward: RewardForIdeas } {
  const text = `${reward.title} ${reward.description}`;
  const tags = new Set<QuestionTag>();
  const seasons = new Set<Season>();
  for (const hint of REWARD_HINTS) {
    if (!hint.words.test(text)) continue;
    hint.tags.forEach((tag) => tags.add(tag));
    hint.seasons?.forEach((season) => seasons.add(season));
  }
  return {
    key: rewardIdeaKey(reward.id),
    title: reward.title,
    description: reward.description,
    tags: [...tags],
    setting: seasons.size > 0 ? "outdoor" : "either",
    seasons: [...seasons],
    citySize: "any",
    reward,
  };
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Scores one idea and says why, in one line. The score is the sum of: the shared-tag part
 * (WEIGHTS.sharedTags x the idea's tags' shared counts, relative to the couple's most shared
 * tag), the season (in season, out of season, or all year: 0) and, for ideas that need a big
 * town, the couple's town size. The reason names the two most shared tags behind the score,
 * else the season.
 */
export function scoreIdea(
  idea: CatalogueIdea,
  input: RankingInput,
): { score: number; reason: string } {
  const top = Math.max(1, ...input.shared.values());
  const matched = idea.tags
    .map((tag) => ({ tag, weight: input.shared.get(tag) ?? 0 }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.tag.localeCompare(b.tag));
  let score = (WEIGHTS.sharedTags * matched.reduce((sum, m) => sum + m.weight, 0)) / top;

  const seasonal = idea.seasons.length > 0;
  const inSeason = idea.seasons.includes(input.season);
  if (seasonal) score += inSeason ? WEIGHTS.inSeason : WEIGHTS.outOfSeason;
  if (idea.citySize === "city" && input.city) {
    score +=
      input.city.population >= BIG_CITY_POPULATION
        ? WEIGHTS.bigCityForCityIdea
        : WEIGHTS.smallTownForCityIdea;
  }

  const phrases = matched.slice(0, 2).map((m) => ANSWER_TAG_PHRASES[m.tag] ?? m.tag);
  let reason =
    phrases.length > 0
      ? `Because you both chose ${list(phrases)} in your quizzes`
      : seasonal && inSeason
        ? `Because it's one for ${input.season}`
        : "Because it works any time, anywhere";
  if (phrases.length > 0 && seasonal && inSeason) reason += `, and it's ${input.season}`;
  return { score: Math.round(score * 100) / 100, reason: `${reason}.` };
}

/** Every idea scored, best first (ties by title, so the order is stable). */
export function rankIdeas(
  ideas: (CatalogueIdea & { reward?: RewardForIdeas })[],
  input: RankingInput,
): DateIdea[] {
  return ideas
    .map((idea) => {
      const { score, reason } = scoreIdea(idea, input);
      return {
        key: idea.key,
        kind: idea.reward ? ("reward" as const) : ("idea" as const),
        title: idea.title,
        description: idea.description,
        tags: idea.tags,
        setting: idea.setting,
        seasons: idea.seasons,
        citySize: idea.citySize,
        reason,
        score,
        saved: input.saved.has(idea.key),
        reward: idea.reward
          ? {
              id: idea.reward.id,
              pointsCost: idea.reward.pointsCost,
              brandName: idea.reward.brandName,
              location: idea.reward.location,
            }
          : null,
      };
    })
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

/** The season of a "YYYY-MM-DD" day; the south's seasons are the north's shifted by six months. */
export function seasonOf(day: string, southernHemisphere = false): Season {
  const month = Number(day.slice(5, 7));
  const shifted = southernHemisphere ? ((month + 5) % 12) + 1 : month;
  if (shifted >= 3 && shifted <= 5) return "spring";
  if (shifted >= 6 && shifted <= 8) return "summer";
  if (shifted >= 9 && shifted <= 11) return "autumn";
  return "winter";
}

/** A seasonal idea whose seasons do not include `season` (all-year ideas never are). */
export function isOutOfSeason(idea: Pick<DateIdea, "seasons">, season: Season): boolean {
  return idea.seasons.length > 0 && !idea.seasons.includes(season);
}

/**
 * The best `limit` ideas, always with the best-ranked partner reward among them: a reward is
 * a date the couple can book with their points, so the list never hides every one of them.
 * It takes the last place when it did not rank that high on its own. Out-of-season ideas
 * never lead (decision 284): they come after every idea in season or for all year, however
 * well their tags match.
 */
export function pickBest(ranked: DateIdea[], limit: number, season: Season): DateIdea[] {
  const ordered = [
    ...ranked.filter((idea) => !isOutOfSeason(idea, season)),
    ...ranked.filter((idea) => isOutOfSeason(idea, season)),
  ];
  const best = ordered.slice(0, limit);
  if (best.some((idea) => idea.kind === "reward")) return best;
  const reward = ordered.slice(limit).find((idea) => idea.kind === "reward");
  return reward ? [...best.slice(0, limit - 1), reward] : best;
}
