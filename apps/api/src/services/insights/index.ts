export { readInsights, cell } from "./read.js";
export { runInsightsRollups, rollUpZone } from "./run.js";
export { startInsightsRollups } from "./start.js";
/** Each rollup on its own, and the days they take: the bench times them one by one. */
export { rollUpDays, rollUpFunnel, rollUpRetention } from "./rollup.js";
export { addDays, mondayOf } from "./days.js";
