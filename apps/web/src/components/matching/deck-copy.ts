import { defineCopy } from "@tandem/i18n";

// Discover's words, shared by its screens (the deck, the match moment, Likes you, a chat).
export const deckCopy = defineCopy(
  {
    matchTitle: "It's a match!",
    matchText: "You and {nickname} like each other.",
    likeSent: "Like sent to {nickname}",
    likeFailed: "Failed to send like. Please try again.",
    passFailed: "Something went wrong. Please try again.",
    undone: "{nickname} is back",
    undoFailed: "Could not undo. Please try again.",
  },
  { es: () => import("./deck-copy.es.js") },
);
