// Live events: published through Postgres NOTIFY, fanned out by each process's hub, read as
// one stream per signed-in person.
export { LIVE_EVENTS_CHANNEL, publishEvent } from "./publish.js";
export { startLiveEventHub, type LiveEventHub } from "./hub/hub.js";
export { latestEventId, SERVER_CLOSING_MESSAGE, streamLiveEvents } from "./stream.js";
