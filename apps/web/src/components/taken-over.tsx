import { createContext, useContext, useEffect } from "react";

/** What to run once the app has taken over a server-rendered screen (start.tsx: early taps). */
export const TakenOverContext = createContext<(() => void) | null>(null);

/**
 * Placed beside the screen, inside its Suspense boundary: React hydrates a boundary's content
 * after the rest of the page (at the lowest priority), so this runs once the screen itself
 * has been taken over and answers events, not merely the page around it.
 */
export function TakenOver() {
  const run = useContext(TakenOverContext);
  useEffect(() => run?.(), [run]);
  return null;
}
