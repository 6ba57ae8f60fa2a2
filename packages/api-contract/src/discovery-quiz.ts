/**
 * The fixed 5-question discovery quiz taken by singles. Each option carries exactly one tag and
 * all 20 tags are distinct. A tag is a key, never shown: people see its `label`, the words of
 * the answer they picked ("Beach holidays", "Jazz & soul"), through discoveryTagLabel.
 */
export interface DiscoveryOption {
  text: string;
  tag: string;
  /** The answer in a few words, without its emoji: what cards and chips show. */
  label: string;
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
      { text: "🏠 Cosy night in", tag: "homebody", label: "Cosy nights in" },
      { text: "🎉 Out with friends", tag: "social", label: "Nights out with friends" },
      { text: "🍷 Trying a new restaurant", tag: "foodie", label: "Trying new restaurants" },
      { text: "🎬 A film at the cinema", tag: "movies", label: "Films at the cinema" },
    ],
  },
  {
    id: "music",
    question: "What music do you love most?",
    options: [
      { text: "🎤 Pop hits", tag: "music_pop", label: "Pop" },
      { text: "🎸 Rock & indie", tag: "music_rock", label: "Rock & indie" },
      { text: "🎷 Jazz & soul", tag: "music_jazz", label: "Jazz & soul" },
      { text: "🎧 Hip hop & R&B", tag: "music_hip_hop", label: "Hip hop & R&B" },
    ],
  },
  {
    id: "vacation",
    question: "Your dream vacation?",
    options: [
      { text: "🏖️ Lazy days on the beach", tag: "travel_beach", label: "Beach holidays" },
      { text: "🏙️ Exploring a big city", tag: "travel_city", label: "Exploring a big city" },
      {
        text: "🏔️ Hiking in the mountains",
        tag: "travel_mountains",
        label: "Hiking in the mountains",
      },
      { text: "🚐 An open-road trip", tag: "travel_road_trip", label: "Road trips" },
    ],
  },
  {
    id: "comfort-food",
    question: "Your go-to comfort food?",
    options: [
      { text: "🍕 Pizza", tag: "food_pizza", label: "Pizza" },
      { text: "🍣 Sushi", tag: "food_sushi", label: "Sushi" },
      { text: "🌮 Tacos", tag: "food_tacos", label: "Tacos" },
      { text: "🍜 A big bowl of noodles", tag: "food_noodles", label: "Noodles" },
    ],
  },
  {
    id: "sunday-morning",
    question: "How do you spend Sunday mornings?",
    options: [
      { text: "🏃 Out for a run", tag: "fitness", label: "Sunday runs" },
      { text: "🥞 Brunch somewhere nice", tag: "brunch", label: "Brunch" },
      { text: "📚 Reading in bed", tag: "reading", label: "Reading in bed" },
      { text: "🌱 Pottering in the garden", tag: "gardening", label: "Gardening" },
    ],
  },
] as const satisfies readonly DiscoveryQuestion[];

export type DiscoveryTag = (typeof DISCOVERY_QUIZ)[number]["options"][number]["tag"];

export const DISCOVERY_TAGS: DiscoveryTag[] = DISCOVERY_QUIZ.flatMap((q) =>
  q.options.map((o) => o.tag),
);

/** A discovery answer as people read it: the question and the words of the picked option. */
export interface DiscoveryAnswer {
  tag: DiscoveryTag;
  question: string;
  label: string;
}

const ANSWERS = new Map<string, DiscoveryAnswer>(
  DISCOVERY_QUIZ.flatMap((q) =>
    q.options.map((o) => [o.tag, { tag: o.tag, question: q.question, label: o.label }] as const),
  ),
);

/** The question and words of a tag, or null for a tag the quiz does not have (any more). */
export function discoveryAnswer(tag: string): DiscoveryAnswer | null {
  return ANSWERS.get(tag) ?? null;
}

/** The words people picked for a tag ("travel_beach" -> "Beach holidays"); the one place. */
export function discoveryTagLabel(tag: string): string {
  return ANSWERS.get(tag)?.label ?? tag.replace(/_/g, " ").trim();
}

/** Whether `tag` is an answer of the quiz. */
export function isDiscoveryTag(tag: string): tag is DiscoveryTag {
  return ANSWERS.has(tag);
}

/** Tags in the quiz's order (question by question), unknown ones left out. */
export function inQuizOrder(tags: readonly string[]): DiscoveryTag[] {
  return DISCOVERY_TAGS.filter((tag) => tags.includes(tag));
}
