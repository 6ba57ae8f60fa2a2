import { WEBHOOK_RETRY_DELAYS_SECONDS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import { deliverDueWebhooks, WEBHOOK_BATCH, type WebhookDeliveryDeps } from "./deliver.js";

/** How often each process looks for due deliveries: the first retry's wait. */
export const WEBHOOK_CHECK_INTERVAL_MS = WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000;

/**
 * Delivers partners' webhooks at start and then every WEBHOOK_CHECK_INTERVAL_MS, in every
 * process: each run claims its own rows, so processes share the work and no message is sent
 * by two. A full batch is followed by another run at once. Returns the function that stops it.
 */
export function startWebhookDelivery(deps: {
  db: Db;
  log: Logger;
  delivery: WebhookDeliveryDeps;
  everyMs?: number;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    running ??= deliverAll().finally(() => (running = null));
    return running;
  };
  const deliverAll = async () => {
    try {
      for (let round = 0; round < 20 && !stopped; round++) {
        const run = await deliverDueWebhooks(deps.db, deps.delivery);
        const handled = run.delivered + run.retrying + run.failed;
        if (handled > 0) deps.log.info(run, "partner webhooks");
        if (handled < WEBHOOK_BATCH) break;
      }
    } catch (error) {
      deps.log.error({ err: error }, "partner webhooks failed");
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), deps.everyMs ?? WEBHOOK_CHECK_INTERVAL_MS).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
