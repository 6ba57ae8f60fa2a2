// What a couple says to each other (decisions 250, 251, 252): responses to answers, the
// couple's thread, and Our story.
export { getDayResponses, reactToAnswer, commentOnAnswer, deleteComment } from "./responses.js";
export { listThread, sendToThread } from "./thread.js";
export { getOurStory } from "./story.js";
export { TOGETHER_EXPORT_LOADERS } from "./export.js";
