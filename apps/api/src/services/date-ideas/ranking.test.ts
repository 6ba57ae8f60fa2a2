import { QUESTION_TAGS } from "@tandem/db";
import { describe, expect, it } from "vitest";
import { ANSWER_TAG_PHRASES } from "@tandem/api-contract";
import { DATE_IDEA_CATALOGUE } from "./catalogue.js";
import {
  isOutOfSeason,
  pickBest,
  rankIdeas,
  rewardAsIdea,
  scoreIdea,
  seasonOf,
  WEIGHTS,
  type RankingInput,
} from "./ranking.js";

const input = (overrides: Partial<RankingInput> = {}): RankingInput => ({
  shared: new Map(),
  season: "autumn",
  city: null,
  saved: new Set(),
  ...overrides,
});
const idea = (key: string) => DATE_IDEA_CATALOGUE.find((i) => i.key === key)!;

describe("the catalogue", () => {
  it("has about 40 ideas with unique keys, known tags, and a phrase for every tag", () => {
    expect(DATE_IDEA_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DATE_IDEA_CATALOGUE.map((i) => i.key)).size).toBe(DATE_IDEA_CATALOGUE.length);
    for (const entry of DATE_IDEA_CATALOGUE) {
      expect(entry.key).toMatch(/^[a-z0-9-]{1,80}$/);
      expect(entry.tags.length).toBeGreaterThan(0);
      for (const tag of entry.tags) expect(QUESTION_TAGS).toContain(tag);
    }
    for (const tag of QUESTION_TAGS) expect(ANSWER_TAG_PHRASES[tag]).toBeTruthy();
    // Every tag leads to at least one idea, so any couple gets a reason.
    for (const tag of QUESTION_TAGS)
      expect(DATE_IDEA_CATALOGUE.some((i) => i.tags.includes(tag))).toBe(true);
  });
});

describe("ranking date ideas", () => {
  it("puts ideas of the tags both chose most first, and says so in one line", () => {
    const shared = new Map([
      ["foodie", 6],
      ["creative", 3],
      ["homebody", 1],
    ]);
    const ranked = rankIdeas(DATE_IDEA_CATALOGUE, input({ shared }));
    expect(ranked[0]!.key).toBe("cook-a-new-cuisine"); // foodie + creative, all year
    expect(ranked[0]!.reason).toBe(
      "Because you both chose good food and making things in your quizzes.",
    );
    expect(ranked[0]!.score).toBe((WEIGHTS.sharedTags * (6 + 3)) / 6);
    const activeOnly = rankIdeas(DATE_IDEA_CATALOGUE, input({ shared: new Map([["active", 4]]) }));
    expect(activeOnly.slice(0, 3).every((i) => i.tags.includes("active"))).toBe(true);
  });

  it("lifts ideas in season and sinks those out of it", () => {
    const winter = scoreIdea(idea("ice-skating"), input({ season: "winter" }));
    const summer = scoreIdea(idea("ice-skating"), input({ season: "summer" }));
    expect(winter.score - summer.score).toBe(WEIGHTS.inSeason - WEIGHTS.outOfSeason);
    expect(winter.reason).toBe("Because it's one for winter.");
    // All-year ideas are not moved by the season.
    expect(scoreIdea(idea("bookshop-date"), input({ season: "summer" })).score).toBe(0);
    const withTags = scoreIdea(
      idea("autumn-leaf-walk"),
      input({ shared: new Map([["outdoorsy", 2]]) }),
    );
    expect(withTags.reason).toBe(
      "Because you both chose the outdoors in your quizzes, and it's autumn.",
    );
  });

  it("sinks ideas that need a big town for a couple in a small one, and lifts them in a city", () => {
    const museum = idea("museum-late");
    const town = scoreIdea(museum, input({ city: { name: "Hay", population: 20_000 } }));
    const city = scoreIdea(museum, input({ city: { name: "Lyon", population: 500_000 } }));
    const unknown = scoreIdea(museum, input());
    expect([town.score, unknown.score, city.score]).toEqual([
      WEIGHTS.smallTownForCityIdea,
      0,
      WEIGHTS.bigCityForCityIdea,
    ]);
    // An idea that works anywhere does not care.
    expect(
      scoreIdea(idea("lazy-sunday"), input({ city: { name: "Hay", population: 20_000 } })).score,
    ).toBe(0);
  });

  it("turns partner rewards into ideas by their words, and marks saved ideas", () => {
    const picnic = rewardAsIdea({
      id: 7,
      title: "Sunset Picnic Basket",
      description: "A basket for two.",
      brandName: "Meadowlark",
      location: "Greenway Park",
      pointsCost: 300,
    });
    expect(picnic).toMatchObject({
      key: "reward-7",
      tags: ["romantic", "outdoorsy"],
      seasons: ["spring", "summer"],
    });
    const ranked = rankIdeas(
      [picnic, idea("lazy-sunday")],
      input({
        shared: new Map([["romantic", 2]]),
        season: "summer",
        saved: new Set(["lazy-sunday"]),
      }),
    );
    expect(ranked.map((i) => [i.key, i.kind, i.saved])).toEqual([
      ["reward-7", "reward", false],
      ["lazy-sunday", "idea", true],
    ]);
    expect(ranked[0]!.reward).toEqual({
      id: 7,
      pointsCost: 300,
      brandName: "Meadowlark",
      location: "Greenway Park",
    });
  });

  it("always keeps the best partner reward in the list shown, in the last place if it ranks lower", () => {
    const reward = rewardAsIdea({
      id: 9,
      title: "Pottery evening",
      description: "Make two mugs.",
      brandName: "Clay & Co",
      location: "Old Town",
      pointsCost: 400,
    });
    const ranked = rankIdeas(
      [reward, idea("lazy-sunday"), idea("stargazing"), idea("cook-a-new-cuisine")],
      input(),
    );
    // As if the reward had ranked last of all.
    const rewardLast = [
      ...ranked.filter((i) => i.kind === "idea"),
      ...ranked.filter((i) => i.kind === "reward"),
    ];
    expect(pickBest(rewardLast, 2, "summer").map((i) => i.key)).toEqual([
      rewardLast[0]!.key,
      "reward-9",
    ]);
    // Already among the best: nothing moves.
    expect(pickBest(rewardLast, 4, "summer")).toEqual(rewardLast);
    // No reward at all: simply the best.
    const ideasOnly = rewardLast.slice(0, 3);
    expect(pickBest(ideasOnly, 2, "summer")).toEqual(ideasOnly.slice(0, 2));
  });

  it("never lets an out-of-season idea lead, however well its tags match", () => {
    const camping = idea("camping-night");
    expect(camping.seasons).not.toContain("winter");
    const ranked = rankIdeas(
      DATE_IDEA_CATALOGUE,
      // Both chose every tag camping has, many times: it would top the list on tags alone.
      input({ season: "winter", shared: new Map(camping.tags.map((tag) => [tag, 20])) }),
    );
    expect(ranked[0]!.key).toBe("camping-night");
    const best = pickBest(ranked, 8, "winter");
    expect(best).toHaveLength(8);
    expect(best.filter((i) => isOutOfSeason(i, "winter"))).toEqual([]);
    expect(best.map((i) => i.key)).not.toContain("camping-night");
  });

  it("knows the season of a day in either hemisphere", () => {
    expect(seasonOf("2026-01-15")).toBe("winter");
    expect(seasonOf("2026-01-15", true)).toBe("summer");
    expect(seasonOf("2026-04-01")).toBe("spring");
    expect(seasonOf("2026-04-01", true)).toBe("autumn");
    expect(seasonOf("2026-07-31")).toBe("summer");
    expect(seasonOf("2026-10-10")).toBe("autumn");
    expect(seasonOf("2026-12-01", true)).toBe("summer");
  });
});
