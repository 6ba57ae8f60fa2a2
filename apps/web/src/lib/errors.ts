import { TRPCClientError } from "@trpc/client";
import { toast } from "@tandem/ui";
import {
  LOGIN_PATH,
  LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS,
  type AppRouter,
} from "@tandem/api-contract";

interface ErrorShape {
  message: string;
  status: number | undefined;
  code: string | undefined;
}

/** Zod issues arrive as a JSON array in the message; turn them into "field: text; ...". */
function readableMessage(message: string): string {
  if (!message.startsWith("[")) return message;
  try {
    const issues = JSON.parse(message) as Array<{
      path?: Array<string | number>;
      message?: string;
    }>;
    if (!Array.isArray(issues) || issues.length === 0) return message;
    return issues
      .map((issue) =>
        issue.path?.length
          ? `${issue.path.join(".")}: ${issue.message ?? ""}`
          : (issue.message ?? ""),
      )
      .join("; ");
  } catch {
    return message;
  }
}

function describe(error: unknown): ErrorShape {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data;
    return { message: readableMessage(error.message), status: data?.httpStatus, code: data?.code };
  }
  if (error instanceof Error) return { message: error.message, status: undefined, code: undefined };
  return { message: String(error), status: undefined, code: undefined };
}

/** The server's own text, without the status (e.g. for the waitlist toast). */
export function serverMessage(error: unknown): string {
  return describe(error).message || "Something went wrong. Please try again.";
}

/** Spec §8: '{status}: {message}' — just the message when there is no HTTP status (network failure). */
export function errorMessage(error: unknown): string {
  const { message, status } = describe(error);
  const text = message || "Something went wrong. Please try again.";
  return status ? `${status}: ${text}` : text;
}

/** True for a signed-out answer (401 / UNAUTHORIZED). */
export function isUnauthorized(error: unknown): boolean {
  const { status, code } = describe(error);
  return status === 401 || code === "UNAUTHORIZED";
}

/** The path to come back to after signing in: the current path, query and hash. */
export function currentReturnTo(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The login URL that returns to `returnTo` (default: the current page). */
export function loginUrl(returnTo: string = currentReturnTo()): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Spec §8: toast 'Unauthorized', then a full page load of the login page after 0.5 s. */
export function handleUnauthorized(): void {
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  const target = loginUrl();
  window.setTimeout(() => {
    window.location.href = target;
  }, LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS);
}

/**
 * The usual failure handling of a call: 401 -> handleUnauthorized(); anything else -> a
 * destructive toast titled `title` (default 'Error') with the '{status}: {message}' text.
 */
export function toastError(error: unknown, title = "Error"): void {
  if (isUnauthorized(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title, description: errorMessage(error), variant: "destructive" });
}
