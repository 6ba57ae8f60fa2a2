import { TRPCError, getTRPCErrorFromUnknown } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describeZodError, type ApiError } from "@tandem/api-contract";
import { ZodError } from "zod";
import { AppError } from "./services/errors.js";

export interface HttpError {
  status: number;
  body: ApiError;
  retryAfterSeconds?: number;
}

/**
 * The one mapping from anything thrown to the API's error answer `{message, code}`.
 * Used by the REST adapter, tRPC's error formatter and Fastify's error handler.
 */
export function toHttpError(thrown: unknown): HttpError {
  const error = thrown instanceof TRPCError ? thrown : getTRPCErrorFromUnknown(thrown);
  const status = getHTTPStatusCodeFromError(error);
  if (error.cause instanceof ZodError && error.code === "BAD_REQUEST") {
    const { message, fields } = describeZodError(error.cause);
    return { status, body: { message, code: error.code, fields } };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") {
    return {
      status: 500,
      body: { message: "Something went wrong on our side.", code: error.code },
    };
  }
  const body: ApiError = { message: error.message, code: error.code };
  if (error instanceof AppError && error.fields) body.fields = error.fields;
  return error instanceof AppError && error.retryAfterSeconds !== undefined
    ? { status, body, retryAfterSeconds: error.retryAfterSeconds }
    : { status, body };
}
