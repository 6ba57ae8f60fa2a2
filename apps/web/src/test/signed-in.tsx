import type { ReactNode } from "react";
import { CurrentUserContext, useAuth } from "../hooks/use-auth.js";

/** Renders `children` once `user.me` answered, as the /app gate does for signed-in screens. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? (
    <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
  ) : null;
}
