export interface SeedReward {
  key: string;
  title: string;
  description: string;
  brandName: string;
  pointsCost: number;
  location: string;
  imageUrl: string;
}

/**
 * Starter partner-brand rewards (invented brands). Couples earn 10 points per quiz answer,
 * so the cheapest rewards are reachable within the first week or so.
 */
export const STARTER_REWARDS: SeedReward[] = [
  {
    key: "coffee-for-two",
    title: "Coffee for Two",
    description: "Two handcrafted drinks of your choice and a shared pastry, on us.",
    brandName: "Bean & Bloom Café",
    pointsCost: 50,
    location: "Riverside Quarter",
    imageUrl: "/rewards/coffee.svg",
  },
  {
    key: "sunset-picnic-basket",
    title: "Sunset Picnic Basket",
    description:
      "A basket packed with sandwiches, fruit, treats and a cosy blanket for an evening in the park.",
    brandName: "Meadowlark Provisions",
    pointsCost: 100,
    location: "Greenway Park",
    imageUrl: "/rewards/picnic.svg",
  },
  {
    key: "board-game-cafe",
    title: "Board-Game Café Evening",
    description: "Table for two, unlimited games from the library and a snack platter to share.",
    brandName: "The Dice & Dumpling",
    pointsCost: 200,
    location: "Old Town",
    imageUrl: "/rewards/board-games.svg",
  },
  {
    key: "cinema-night",
    title: "Cinema Night for Two",
    description: "Two tickets to any screening, plus a large popcorn to share.",
    brandName: "Starlight Picturehouse",
    pointsCost: 300,
    location: "Harbour Square",
    imageUrl: "/rewards/cinema.svg",
  },
  {
    key: "pasta-cooking-class",
    title: "Pasta-Making Class for Two",
    description: "Learn to make fresh pasta side by side, then sit down to enjoy what you cooked.",
    brandName: "Little Copper Kitchen",
    pointsCost: 450,
    location: "Market Street",
    imageUrl: "/rewards/cooking-class.svg",
  },
  {
    key: "couples-massage",
    title: "20% Off a Couples Massage",
    description: "Unwind together with a relaxing side-by-side massage and herbal tea afterwards.",
    brandName: "Willow & Stone Spa",
    pointsCost: 600,
    location: "Lakeside",
    imageUrl: "/rewards/massage.svg",
  },
];
