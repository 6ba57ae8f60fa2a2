import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { handleUnauthorized, isUnauthorized, serverMessage } from "../../lib/errors.js";

/** The HTTP status of a failed call, when the server answered. */
export function httpStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError
    ? (error as TRPCClientError<AppRouter>).data?.httpStatus
    : undefined;
}

/**
 * A failed singles call: 401 -> sign in again; anything else -> a destructive 'Error' toast with
 * the spec's text. For a 4xx the server's own message follows, so the user learns what to change
 * (which field is invalid, that they are paired, ...); 5xx and network failures only get the text.
 * `readable` may reword that message (e.g. field names as the form labels them).
 */
export function toastFailure(
  error: unknown,
  text: string,
  readable: (message: string) => string = (m) => m,
): void {
  if (isUnauthorized(error)) {
    handleUnauthorized();
    return;
  }
  const status = httpStatus(error);
  const detail = status !== undefined && status < 500 ? readable(serverMessage(error)) : null;
  toast({
    title: "Error",
    description: detail ? (
      <>
        <span className="block">{text}</span>
        <span className="mt-1 block">{detail}</span>
      </>
    ) : (
      text
    ),
    variant: "destructive",
  });
}
