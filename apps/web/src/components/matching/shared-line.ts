import { isDiscoveryTag } from "@tandem/api-contract";
import { defineCopy, type Translate } from "@tandem/i18n";

// Each answer as it reads after "You both love" (decision 247), keyed by its tag.
const english = {
  one: "You both love {a}",
  two: "You both love {a} and {b}",
  more: "You both love {a}, {b} and {n, plural, one {# more thing} other {# more things}}",
  homebody: "cosy nights in",
  social: "nights out with friends",
  foodie: "trying new restaurants",
  movies: "films at the cinema",
  music_pop: "pop",
  music_rock: "rock & indie",
  music_jazz: "jazz & soul",
  music_hip_hop: "hip hop & R&B",
  travel_beach: "beach holidays",
  travel_city: "exploring big cities",
  travel_mountains: "hiking in the mountains",
  travel_road_trip: "road trips",
  food_pizza: "pizza",
  food_sushi: "sushi",
  food_tacos: "tacos",
  food_noodles: "noodles",
  fitness: "Sunday runs",
  brunch: "brunch",
  reading: "reading in bed",
  gardening: "gardening",
};

export const sharedLineCopy = defineCopy(english, { es: () => import("./shared-line.es.js") });

/**
 * What a card leads with: the answers two people share, in words ("You both love tacos and
 * Sunday runs", "You both love pop, tacos and 2 more things"); null when they share none.
 */
export function sharedLine(
  t: Translate<typeof english>,
  commonTags: readonly string[],
): string | null {
  const things = commonTags.filter(isDiscoveryTag).map((tag) => t(tag));
  const [a, b] = things;
  if (a === undefined) return null;
  if (b === undefined) return t("one", { a });
  if (things.length === 2) return t("two", { a, b });
  return t("more", { a, b, n: things.length - 2 });
}
