import { trpc } from "../../lib/trpc.js";

/**
 * Saving the preferences: the dating profile in the cache takes them at once and Discover
 * reads its deck and count again. `onError` for a form that shows the server's field messages.
 */
export function useSavePreferences(onError?: (error: unknown) => void) {
  const utils = trpc.useUtils();
  return trpc.matching.savePreferences.useMutation({
    onSuccess: (preferences) => {
      utils.matching.profile.setData(undefined, (profile) =>
        profile ? { ...profile, preferences } : profile,
      );
      void utils.matching.discover.invalidate();
      void utils.matching.discoverCount.invalidate();
    },
    ...(onError ? { onError } : {}),
  });
}
