// The package root: schemas, constants and types, safe for a browser bundle. The router
// builder and the server's error class are behind "@tandem/api-contract/server".
export * from "./constants.js";
export * from "./enums.js";
export * from "./common.js";
export * from "./discovery-quiz.js";
export * from "./errors.js";
export { applyZodMessages, REQUIRED_MESSAGE, zodIssueMessage } from "./zod-messages.js";
export type { ApiTokenCaller, RequestContext, SignedInContext, Viewer } from "./context.js";
export type { AppRouter, Handlers } from "./router.js";
export type { LiveEventMessage } from "./events/procedures.js";
export type { HttpMethod, ProcedureMeta, RestRoute } from "./trpc.js";
export * from "./users/schemas.js";
export * from "./couples/schemas.js";
export * from "./quiz/schemas.js";
export * from "./quiz/together-schemas.js";
export * from "./reminders/schemas.js";
export * from "./date-ideas/schemas.js";
export * from "./rewards/schemas.js";
export * from "./matching/schemas.js";
export * from "./waitlist/schemas.js";
export * from "./admin/schemas.js";
export * from "./events/schemas.js";
export * from "./account/schemas.js";
export * from "./moderation/schemas.js";
export * from "./chat/schemas.js";
export * from "./photos/schemas.js";
export * from "./api-tokens/schemas.js";
export * from "./push/schemas.js";
