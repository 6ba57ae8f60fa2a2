import { useEffect } from "react";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { JUST_READ_MS } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";
import { lazyDialog } from "../lazy-dialog.js";

// The cards' code loads only for someone unpaired, so a couple's Home does not carry it.
const loadCards = () => import("./pairing-ended-cards.js");
const always = () => true;
const UndoCard = lazyDialog(() => loadCards().then((m) => m.UndoCard), always);
const PartnerNoticeCard = lazyDialog(() => loadCards().then((m) => m.PartnerNoticeCard), always);

/**
 * On Home and Profile: Undo for the one who ended the pairing, while it can be undone
 * (decision 237). Its code is fetched as soon as the person is unpaired, beside the read.
 */
export function UndoEndedPairing() {
  const user = useCurrentUser();
  const unpaired = user.coupleId === null && user.userType === "couple";
  const ended = trpc.pair.ended.useQuery(undefined, { enabled: unpaired });
  useEffect(() => {
    if (unpaired) void loadCards();
  }, [unpaired]);
  const data = unpaired ? ended.data : null;
  return data ? <UndoCard ended={data} /> : null;
}

/** On Home: the partner ended our pairing (decision 237), from the account's notices. */
export function PartnerEndedNotice() {
  const notices = trpc.account.notices.useQuery(undefined, { staleTime: JUST_READ_MS });
  const notice = notices.data?.partnerEndedPairing;
  return notice ? <PartnerNoticeCard notice={notice} /> : null;
}
