import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { TRPCClientError } from "@trpc/client";

/**
 * Whether the browser has a network, as React Query sees it (the browser's online and
 * offline events): without one, reads wait instead of failing and actions are queued.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** A call that never reached the server (no network, a dropped connection): not its answer. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    if ((error.data as { httpStatus?: number } | undefined)?.httpStatus) return false;
    return (
      error.cause instanceof TypeError || /failed to fetch|network|load failed/i.test(error.message)
    );
  }
  return error instanceof TypeError;
}
