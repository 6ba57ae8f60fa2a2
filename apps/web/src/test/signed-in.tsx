import type { ReactNode } from "react";
import { useAuth } from "../hooks/use-auth.js";

/** Renders `children` once `user.me` answered, as the /app gate does for signed-in screens. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? <>{children}</> : null;
}
