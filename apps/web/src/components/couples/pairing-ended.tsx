import { useCurrentUser } from "../../hooks/use-auth.js";
import { JUST_READ_MS } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";
// With Home's code, not loaded on demand: a server-drawn Home shows these cards at first
// paint, and a tap on Undo or OK before its code arrived was lost (1.3 KiB compressed).
import { PartnerNoticeCard, UndoCard } from "./pairing-ended-cards.js";

/**
 * On Home and Profile: Undo for the one who ended the pairing, while it can be undone
 * (decision 237).
 */
export function UndoEndedPairing() {
  const user = useCurrentUser();
  const unpaired = user.coupleId === null && user.userType === "couple";
  const ended = trpc.pair.ended.useQuery(undefined, { enabled: unpaired });
  const data = unpaired ? ended.data : null;
  return data ? <UndoCard ended={data} /> : null;
}

/** On Home: the partner ended our pairing (decision 237), from the account's notices. */
export function PartnerEndedNotice() {
  const notices = trpc.account.notices.useQuery(undefined, { staleTime: JUST_READ_MS });
  const notice = notices.data?.partnerEndedPairing;
  return notice ? <PartnerNoticeCard notice={notice} /> : null;
}
