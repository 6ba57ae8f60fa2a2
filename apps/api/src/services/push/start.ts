import { PUSH_CHECK_INTERVAL_MS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import { deliverDuePush, PUSH_BATCH } from "./deliver.js";
import type { PushEndpointPolicy } from "./endpoints.js";
import type { VapidKeys } from "./vapid.js";

/**
 * Sends queued push notifications at start and then every PUSH_CHECK_INTERVAL_MS, in every
 * process: each run claims its own rows, so processes share the work and none sends a row
 * another claimed. A full batch is followed by another run at once. Returns the function
 * that stops it (and waits for a run under way).
 */
export function startPushDelivery(deps: {
  db: Db;
  vapid: () => Promise<VapidKeys>;
  log: Logger;
  endpoints: PushEndpointPolicy;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    running ??= deliverAll().finally(() => (running = null));
    return running;
  };
  const deliverAll = async () => {
    try {
      const vapid = await deps.vapid();
      for (let round = 0; round < 20 && !stopped; round++) {
        const run = await deliverDuePush(deps.db, { vapid, endpoints: deps.endpoints });
        const handled = run.sent + run.retrying + run.dropped + run.gone;
        if (handled > 0) deps.log.info(run, "push notifications");
        if (handled < PUSH_BATCH) break;
      }
    } catch (error) {
      deps.log.error({ err: error }, "push notifications failed");
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), PUSH_CHECK_INTERVAL_MS).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
