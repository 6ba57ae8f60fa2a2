/**
 * The fixed 5-question discovery quiz taken by singles. Each option carries exactly one tag and
 * all 20 tags are distinct. Tags are displayed with underscores replaced by spaces
 * (e.g. "You both like: music pop"), so keep them readable that way.
 */
export interface DiscoveryOption {
  text: string;
  tag: string;
}

export interface DiscoveryQuestion {
  id: string;
  question: string;
  options: readonly [DiscoveryOption, DiscoveryOption, DiscoveryOption, DiscoveryOption];
}

export const DISCOVERY_QUIZ = [
  {
    id: "friday-night",
    question: "What's your ideal Friday night?",
    options: [
      { text: "🏠 Cosy night in", tag: "homebody" },
      { text: "🎉 Out with friends", tag: "social" },
      { text: "🍷 Trying a new restaurant", tag: "foodie" },
      { text: "🎬 A film at the cinema", tag: "movies" },
    ],
  },
  {
    id: "music",
    question: "What music do you love most?",
    options: [
      { text: "🎤 Pop hits", tag: "music_pop" },
      { text: "🎸 Rock & indie", tag: "music_rock" },
      { text: "🎷 Jazz & soul", tag: "music_jazz" },
      { text: "🎧 Hip hop & R&B", tag: "music_hip_hop" },
    ],
  },
  {
    id: "vacation",
    question: "Your dream vacation?",
    options: [
      { text: "🏖️ Lazy days on the beach", tag: "travel_beach" },
      { text: "🏙️ Exploring a big city", tag: "travel_city" },
      { text: "🏔️ Hiking in the mountains", tag: "travel_mountains" },
      { text: "🚐 An open-road trip", tag: "travel_road_trip" },
    ],
  },
  {
    id: "comfort-food",
    question: "Your go-to comfort food?",
    options: [
      { text: "🍕 Pizza", tag: "food_pizza" },
      { text: "🍣 Sushi", tag: "food_sushi" },
      { text: "🌮 Tacos", tag: "food_tacos" },
      { text: "🍜 A big bowl of noodles", tag: "food_noodles" },
    ],
  },
  {
    id: "sunday-morning",
    question: "How do you spend Sunday mornings?",
    options: [
      { text: "🏃 Out for a run", tag: "fitness" },
      { text: "🥞 Brunch somewhere nice", tag: "brunch" },
      { text: "📚 Reading in bed", tag: "reading" },
      { text: "🌱 Pottering in the garden", tag: "gardening" },
    ],
  },
] as const satisfies readonly DiscoveryQuestion[];

export type DiscoveryTag = (typeof DISCOVERY_QUIZ)[number]["options"][number]["tag"];

export const DISCOVERY_TAGS: DiscoveryTag[] = DISCOVERY_QUIZ.flatMap((q) =>
  q.options.map((o) => o.tag),
);
