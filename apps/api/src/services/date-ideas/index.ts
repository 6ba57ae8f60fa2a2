// Date ideas for couples (decision 039): a curated catalogue and the partner rewards, ranked.
export { listDateIdeas, saveDateIdea, unsaveDateIdea } from "./ideas.js";
