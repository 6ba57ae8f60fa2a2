import { createContext, useContext } from "react";
import type { AuthUser } from "@tandem/api-contract";
import { isUnauthorized } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";

export interface AuthState {
  /** The signed-in user, or null when signed out (or still loading). */
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A failure other than "signed out" (network, 500): the user is treated as signed out. */
  error: unknown;
}

/**
 * The current user (fetched once, one retry, no refetch, as the spec says). A 401 means signed out
 * and is not retried: retrying it would only delay the welcome screen.
 * Every component may call it: React Query shares the one request and cache entry.
 * @see docs/spec/product-spec.md, "States and transitions"
 */
export function useAuth(): AuthState {
  const query = trpc.user.me.useQuery(undefined, {
    retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 1,
  });
  // Signed out since it was read (a read kept from before, asked again): signed out.
  const user = query.error && isUnauthorized(query.error) ? null : (query.data ?? null);
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    error: query.error && !isUnauthorized(query.error) ? query.error : null,
  };
}

/**
 * The signed-in user as the /app gate read it (components/app-gate.tsx provides it): one read
 * of `user.me` for the whole signed-in tree, instead of one query subscription per component
 * that shows the user (a render on the server costs each of them, docs/pages.md).
 */
export const CurrentUserContext = createContext<AuthUser | null>(null);

/**
 * The signed-in user, for screens rendered inside the /app gate (which only renders them
 * once the user is known). Throws elsewhere.
 */
export function useCurrentUser(): AuthUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser() is only available on signed-in screens.");
  return user;
}
