export * from "./constants.js";
export * from "./enums.js";
export * from "./schemas.js";
export * from "./discovery-quiz.js";
export { describeZodError } from "./errors.js";
export {
  createAppRouter,
  type AppRouter,
  type Handlers,
  type HttpMethod,
  type ProcedureMeta,
  type RequestContext,
  type RestRoute,
  type SignedInContext,
  type Viewer,
} from "./router.js";
