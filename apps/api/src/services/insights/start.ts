import { INSIGHTS_ROLLUP_INTERVAL_MINUTES } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import { runInsightsRollups } from "./run.js";

/**
 * Brings the Insights rollups up to date at start and then every
 * INSIGHTS_ROLLUP_INTERVAL_MINUTES in every process; the advisory lock lets one process at a
 * time do it. Returns the function that stops it (and waits for a run under way).
 */
export function startInsightsRollups(deps: { db: Db; log: Logger }): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runInsightsRollups(deps.db)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, "insights rollups failed"))
      .finally(() => (running = null));
    return running;
  };
  void tick();
  const timer = setInterval(() => void tick(), INSIGHTS_ROLLUP_INTERVAL_MINUTES * 60_000).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
