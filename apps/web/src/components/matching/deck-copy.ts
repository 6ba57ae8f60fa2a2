// Discover's words, also said by a like or pass that lands later (outbox-handlers.ts): a
// module of its own, so the app's frame does not carry Discover's code.
export const deckCopy = {
  matchTitle: "It's a match!",
  matchText: (nickname: string) => `You and ${nickname} like each other.`,
  likeSent: (nickname: string) => `Like sent to ${nickname}`,
  likeFailed: "Failed to send like. Please try again.",
  passFailed: "Something went wrong. Please try again.",
  undone: (nickname: string) => `${nickname} is back`,
  undoFailed: "Could not undo. Please try again.",
};
