/** The first part of every queued action's mutation key, and the scope they share (one queue, in order). */
export const OUTBOX_KEY = "outbox";
