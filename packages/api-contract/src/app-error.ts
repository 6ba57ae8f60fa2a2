import { TRPCError } from "@trpc/server";
import type { ErrorReason } from "./errors.js";

type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE";

export interface AppErrorDetails {
  /** A message per field of the input, shown next to that field. */
  fields?: Record<string, string>;
  /** Why, for the errors a client branches on. */
  reason?: ErrorReason;
  retryAfterSeconds?: number;
}

/**
 * A failure the user can understand. A TRPCError, so tRPC and the REST adapter both keep its
 * code, message and details; anything else thrown answers a generic 500.
 */
export class AppError extends TRPCError {
  readonly fields: Record<string, string> | undefined;
  readonly reason: ErrorReason | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, details: AppErrorDetails = {}) {
    super({ code, message });
    this.fields = details.fields;
    this.reason = details.reason;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A problem with one field of the input: `message` is shown next to it. */
export const badRequest = (field: string, message: string) =>
  new AppError("BAD_REQUEST", message, { fields: { [field]: message } });
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string, reason?: ErrorReason) =>
  new AppError("CONFLICT", message, reason ? { reason } : {});
export const unprocessable = (message: string, reason?: ErrorReason) =>
  new AppError("UNPROCESSABLE_CONTENT", message, reason ? { reason } : {});
export const forbidden = (message: string, reason?: ErrorReason) =>
  new AppError("FORBIDDEN", message, reason ? { reason } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });
