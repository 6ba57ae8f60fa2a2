export { getPushSettings, subscribePush, unsubscribePush, updatePushSettings } from "./settings.js";
export { deliverDuePush, retryDelayMs, type PushDeliveryRun } from "./deliver.js";
export { nudgePartner } from "./nudge.js";
export { queuePush, queuePushForEvent } from "./outbox.js";
export { partnerFinishedQuiz } from "./notices.js";
export { PUSH_SERVICES, type PushEndpointPolicy } from "./endpoints.js";
export { startPushDelivery } from "./start.js";
export { resolveVapidKeys, vapidKeysOf, type VapidKeys } from "./vapid.js";
