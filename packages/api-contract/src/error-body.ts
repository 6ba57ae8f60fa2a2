import { TRPCError, getTRPCErrorFromUnknown } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { AppError } from "./app-error.js";
import { describeZodError, UNEXPECTED_ERROR_MESSAGE, type ApiError } from "./errors.js";

const REQUEST_ID = Symbol("requestId");

/**
 * Marks an error with the id of the request it ended, for failures before a procedure's
 * context exists (tRPC's error formatter then has no context to read the id from).
 */
export function withRequestId(thrown: unknown, requestId: string): TRPCError {
  const error = getTRPCErrorFromUnknown(thrown);
  return Object.assign(error, { [REQUEST_ID]: requestId });
}

function requestIdOf(error: TRPCError): string | undefined {
  const id = (error as TRPCError & { [REQUEST_ID]?: string })[REQUEST_ID];
  return typeof id === "string" ? id : undefined;
}

/** How much of an unknown address or procedure name an error answer names. */
export const UNKNOWN_NAME_SHOWN = 100;

/** `name` cut to UNKNOWN_NAME_SHOWN characters, so an answer never echoes a long input. */
export function shownName(name: string): string {
  return name.length > UNKNOWN_NAME_SHOWN ? `${name.slice(0, UNKNOWN_NAME_SHOWN)}…` : name;
}

const UNKNOWN_PROCEDURE = /^No procedure found on path "([\s\S]*)"$/;

export interface ErrorResponse {
  status: number;
  body: ApiError;
  retryAfterSeconds?: number;
}

/**
 * The one mapping from anything thrown to the API's error answer. tRPC's error formatter,
 * the REST adapter and the HTTP host's own errors (bad JSON, origin check, 404) all use it,
 * so a client reads the same fields whichever way it called. Unexpected errors carry nothing
 * of their cause: a generic sentence and the request id.
 */
export function toErrorResponse(thrown: unknown, requestId?: string): ErrorResponse {
  const error = thrown instanceof TRPCError ? thrown : getTRPCErrorFromUnknown(thrown);
  requestId ??= requestIdOf(error);
  const status = getHTTPStatusCodeFromError(error);
  if (error.code === "BAD_REQUEST" && error.cause instanceof ZodError) {
    return { status, body: { ...describeZodError(error.cause), code: error.code } };
  }
  if (status >= 500 && !(error instanceof AppError)) {
    return {
      status,
      body: {
        message: UNEXPECTED_ERROR_MESSAGE,
        code: error.code,
        ...(requestId ? { requestId } : {}),
      },
    };
  }
  const body: ApiError = { message: error.message, code: error.code };
  if (!(error instanceof AppError)) {
    // tRPC's own 404 names the procedure asked for, which can be 2,000 characters of input.
    const unknown = UNKNOWN_PROCEDURE.exec(error.message);
    if (unknown) body.message = `No procedure found on path "${shownName(unknown[1] ?? "")}"`;
    return { status, body };
  }
  if (error.fields) body.fields = error.fields;
  if (error.reason) body.reason = error.reason;
  return error.retryAfterSeconds === undefined
    ? { status, body }
    : { status, body, retryAfterSeconds: error.retryAfterSeconds };
}
