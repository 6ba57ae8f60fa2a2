import { TRPCClientError } from "@trpc/client";
import { toast } from "@tandem/ui";
import {
  LOGIN_PATH,
  LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS,
  type AppRouter,
  type ErrorReason,
} from "@tandem/api-contract";

/** A failed call, in the contract's error vocabulary (the same fields REST clients get). */
export interface DescribedError {
  /** The HTTP status, when the server answered. */
  status: number | undefined;
  code: string | undefined;
  /** A sentence for a person: the server's, or the browser's when the call never arrived. */
  message: string;
  /** A message per field of the input, to show next to that field. */
  fields: Record<string, string>;
  reason: ErrorReason | undefined;
  requestId: string | undefined;
}

const copy = {
  fallback: "Something went wrong. Please try again.",
  error: "Error",
  unauthorized: "Unauthorized",
  unauthorizedText: "You are logged out. Logging in again...",
  signInAgain: "Sign in again",
};

/** The one reader of a failed call's error. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data;
    return {
      status: data?.httpStatus,
      code: data?.code,
      message: error.message || copy.fallback,
      fields: data?.fields ?? {},
      reason: data?.reason,
      requestId: data?.requestId,
    };
  }
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return {
    status: undefined,
    code: undefined,
    message: message || copy.fallback,
    fields: {},
    reason: undefined,
    requestId: undefined,
  };
}

/**
 * '{status}: {message}', or just the message when no answer came (network failure).
 * @see docs/spec/product-spec.md, "The error catalogue"
 */
export function errorText(error: unknown): string {
  const { message, status } = describeError(error);
  return status ? `${status}: ${message}` : message;
}

/** True for a signed-out answer (401 / UNAUTHORIZED). */
export function isUnauthorized(error: unknown): boolean {
  const { status, code } = describeError(error);
  return status === 401 || code === "UNAUTHORIZED";
}

/** The path to come back to after signing in: the current path, query and hash. */
function currentReturnTo(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The login URL that returns to `returnTo` (default: the current page). */
export function loginUrl(returnTo: string = currentReturnTo()): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Toast 'Unauthorized', then a full page load of the login page after 0.5 s.
 * @see docs/spec/product-spec.md, "The error catalogue"
 */
export function handleUnauthorized(): void {
  toast({
    title: copy.unauthorized,
    description: copy.unauthorizedText,
    variant: "destructive",
  });
  const target = loginUrl();
  window.setTimeout(() => {
    window.location.href = target;
  }, LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS);
}

export interface ToastErrorOptions {
  /** The toast's title; 'Error' unless the spec names another. */
  title?: string;
  /**
   * The spec's own text for this failure ('Failed to send like. Please try again.'). The
   * server's message follows it for a 4xx, so the person learns what to change.
   */
  text?: string;
  /** Whether only the server's message is shown, without the status (the waitlist's toast). */
  plain?: boolean;
}

/** True when a staff action needs a fresher sign-in (403 RECENT_SIGN_IN_REQUIRED). */
export function needsRecentSignIn(error: unknown): boolean {
  return describeError(error).reason === "RECENT_SIGN_IN_REQUIRED";
}

/** The login page even while signed in (`reauth=1`), returning here afterwards. */
export function reauthUrl(returnTo: string = currentReturnTo()): string {
  return `${loginUrl(returnTo)}&reauth=1`;
}

/** A staff action refused for an old sign-in: say why, then open the login page. */
export function handleRecentSignInRequired(error: unknown): void {
  toast({
    title: copy.signInAgain,
    description: describeError(error).message,
    variant: "destructive",
  });
  const target = reauthUrl();
  window.setTimeout(() => {
    window.location.href = target;
  }, LOGIN_REDIRECT_AFTER_UNAUTHORIZED_MS);
}

/**
 * The usual failure handling of a call: 401 -> sign in again; anything else -> a destructive
 * toast. Without `text` it shows the spec's '{status}: {message}' (errorText).
 * @see docs/spec/product-spec.md, "The error catalogue"
 */
export function toastError(error: unknown, options: ToastErrorOptions = {}): void {
  if (isUnauthorized(error)) {
    handleUnauthorized();
    return;
  }
  if (needsRecentSignIn(error)) {
    handleRecentSignInRequired(error);
    return;
  }
  const described = describeError(error);
  const title = options.title ?? copy.error;
  if (options.plain) {
    toast({ title, description: described.message, variant: "destructive" });
    return;
  }
  if (!options.text) {
    toast({ title, description: errorText(error), variant: "destructive" });
    return;
  }
  const detail =
    described.status !== undefined && described.status < 500 ? described.message : null;
  toast({
    title,
    description: detail ? `${options.text} ${detail}` : options.text,
    variant: "destructive",
  });
}
