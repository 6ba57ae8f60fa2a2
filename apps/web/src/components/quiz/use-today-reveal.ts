import { useCurrentUser } from "../../hooks/use-auth.js";
import { trpc } from "../../lib/trpc.js";

/**
 * Today's reveal for a paired user (decision 037). Kept fresh without polling: answering
 * invalidates it, and so does the partner's `partner-answered` live event (use-live-events).
 */
export function useTodayReveal() {
  const user = useCurrentUser();
  const paired = user.coupleId !== null;
  const query = trpc.quiz.reveal.useQuery(undefined, { enabled: paired });
  return paired && query.data && query.data.partner ? query.data : null;
}
