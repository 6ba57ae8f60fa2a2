import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onlineManager } from "@tanstack/react-query";
import {
  persistQueryCache,
  restoreQueries,
  restoreQueuedActions,
} from "../lib/query-persistence.js";
import { whenIdle } from "../lib/idle.js";
import { useCurrentUser } from "./use-auth.js";

/**
 * For the signed-in app: puts back actions queued before the app was last closed, keeps the
 * person's reads and queued actions on the device from then on, and, on losing the network,
 * fills in what this session has not read yet from what was kept (query-persistence.ts).
 */
export function useOfflinePersistence(): void {
  const queryClient = useQueryClient();
  const { id } = useCurrentUser();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    // Once the page has been taken over and the browser is idle: reading and writing the
    // device's copy (IndexedDB, a structured clone of every read) is nothing a load waits for.
    const cancel = whenIdle(() => {
      // Put back first, then write: a write must not replace what was queued before.
      void restoreQueuedActions(queryClient, id).finally(() => {
        if (active) stop = persistQueryCache(queryClient);
      });
    });
    const offline = onlineManager.subscribe((online) => {
      if (!online) void restoreQueries(queryClient, id);
    });
    return () => {
      active = false;
      cancel();
      offline();
      stop?.();
    };
  }, [queryClient, id]);
}
