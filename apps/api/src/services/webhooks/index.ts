export {
  clearPartnerWebhook,
  listPartnerWebhooks,
  newWebhookSecret,
  resendWebhookDelivery,
  rotateWebhookSecret,
  setPartnerWebhook,
} from "./admin.js";
export {
  deliverDueWebhooks,
  signatureHeader,
  webhookRetryDelaySeconds,
  type WebhookDeliveryDeps,
  type WebhookDeliveryRun,
} from "./deliver.js";
export {
  checkWebhookEndpoint,
  webhookEndpointRefusal,
  webhookEndpointRefusalResolved,
  type WebhookEndpointPolicy,
} from "./endpoints.js";
export { queueOutOfStockIfEmpty, queueRewardWebhook, type RedemptionFacts } from "./queue.js";
export { startWebhookDelivery } from "./start.js";
