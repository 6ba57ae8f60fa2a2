// Date ideas for couples (issue 13): a curated catalogue and the partner rewards, ranked.
export { listDateIdeas, saveDateIdea, unsaveDateIdea } from "./ideas.js";
