import { TRPCError } from "@trpc/server";

type AppErrorCode =
  "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS";

/**
 * A failure the user can understand. A TRPCError, so tRPC and the REST adapter both keep
 * its code and message; anything else thrown becomes a 500 with no details.
 */
export class AppError extends TRPCError {
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super({ code, message });
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError("BAD_REQUEST", `${field}: ${message}`, { fields: { [field]: message } });
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });
