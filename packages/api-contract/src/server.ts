// For the server only: the router builder, the handler types and the error class.
export { createAppRouter, type AppRouter, type Handlers } from "./router.js";
export {
  restProcedures,
  type Handler,
  type RestProcedure,
  type RestRoute,
  type ProcedureMeta,
} from "./trpc.js";
export {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unprocessable,
} from "./app-error.js";
export { shownName, toErrorResponse, withRequestId, type ErrorResponse } from "./error-body.js";
export type { AdminHandlers } from "./admin/procedures.js";
export type { ChatHandlers } from "./chat/procedures.js";
export type { PhotosHandlers } from "./photos/procedures.js";
export type { PushHandlers } from "./push/procedures.js";
export type { CoupleHandlers, PairHandlers } from "./couples/procedures.js";
export type { EventsHandlers, StreamSignal } from "./events/procedures.js";
export type { MatchingHandlers } from "./matching/procedures.js";
export type { QuizHandlers } from "./quiz/procedures.js";
export type { RemindersHandlers } from "./reminders/procedures.js";
export type { DateIdeasHandlers } from "./date-ideas/procedures.js";
export type { RewardsHandlers } from "./rewards/procedures.js";
export type { UserHandlers } from "./users/procedures.js";
export type { WaitlistHandlers } from "./waitlist/procedures.js";
export type { AccountHandlers } from "./account/procedures.js";
export type { ModerationHandlers } from "./moderation/procedures.js";
