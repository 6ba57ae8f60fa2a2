export { getPushSettings, subscribePush, unsubscribePush, updatePushSettings } from "./settings.js";
export { deliverDuePush, retryDelayMs, type PushDeliveryRun } from "./deliver.js";
export { nudgePartner } from "./nudge.js";
export { dismissNudgeNotice, getNudgeNotice } from "./nudge-notice.js";
export { queuePartnerAnswered } from "./partner-answered.js";
export { queuePush, queuePushForEvent } from "./outbox.js";
export { PUSH_SERVICES, type PushEndpointPolicy } from "./endpoints.js";
export { startPushDelivery } from "./start.js";
export { resolveVapidKeys, vapidKeysOf, type VapidKeys } from "./vapid.js";
