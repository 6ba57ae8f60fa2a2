import { isDiscoveryTag, type DiscoveryTag } from "@tandem/api-contract";

/** Each answer as it reads after "You both love" (decision 247). */
const LOVES: Record<DiscoveryTag, string> = {
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

const more = (n: number) => (n === 1 ? "1 more thing" : `${n} more things`);

/**
 * What a card leads with: the answers two people share, in words ("You both love tacos and
 * Sunday runs", "You both love pop, tacos and 2 more things"); null when they share none.
 */
export function sharedLine(commonTags: readonly string[]): string | null {
  const things = commonTags.filter(isDiscoveryTag).map((tag) => LOVES[tag]);
  if (things.length === 0) return null;
  if (things.length === 1) return `You both love ${things[0]}`;
  if (things.length === 2) return `You both love ${things[0]} and ${things[1]}`;
  return `You both love ${things[0]}, ${things[1]} and ${more(things.length - 2)}`;
}
