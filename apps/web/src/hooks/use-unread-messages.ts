import { trpc } from "../lib/trpc.js";

/**
 * Unread chat messages of the signed-in single: the total (for the Matches tab) and per
 * match. Kept current by the live event stream (`message`, `messages-read`), never polled.
 */
export function useUnreadMessages({ enabled = true }: { enabled?: boolean } = {}) {
  const unread = trpc.chat.unread.useQuery(undefined, { enabled });
  const byMatch = new Map(unread.data?.byMatch.map((m) => [m.matchId, m.count]));
  return {
    total: unread.data?.total ?? 0,
    countFor: (matchId: number) => byMatch.get(matchId) ?? 0,
  };
}
