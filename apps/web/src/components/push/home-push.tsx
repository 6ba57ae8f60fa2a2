import { useEffect, useSyncExternalStore } from "react";
import type { Couple } from "@tandem/api-contract";
import { canBadge, setAppBadge } from "../../lib/app-badge.js";
import { whenIdle } from "../../lib/idle.js";
import { trpc } from "../../lib/trpc.js";
import { lazyDialog } from "../lazy-dialog.js";
import { NudgeBanner } from "./nudge-banner.js";
import { pushOfferDue } from "./push-offer-rule.js";

const PushOffer = lazyDialog(
  () => import("./push-offer.js").then((m) => m.PushOffer),
  () => true,
);

/**
 * What the couples' Home adds for the partner loop: a partner's nudge (banner), the offer to
 * be told when the partner answers (its code fetched only when due, decision 235), and the
 * app icon's badge (decision 236).
 */
export function HomePush({
  couple,
  quizRemaining,
}: {
  couple: Couple | null;
  quizRemaining: number | null;
}) {
  useAppIconBadge(quizRemaining);
  // Read from this device's storage: never on the server, so the page it drew hydrates as is.
  const offerDue = useSyncExternalStore(
    noChanges,
    () => (couple ? pushOfferDue(couple) : false),
    () => false,
  );
  return (
    <>
      <NudgeBanner quizDone={quizRemaining === 0} />
      {couple && offerDue ? <PushOffer coupleId={couple.id} partner={couple.partner} /> : null}
    </>
  );
}

const noChanges = () => () => undefined;

/**
 * The app icon counts what waits for the person: today's quiz while unfinished (their turn)
 * and unread messages. The messages are asked once the page is idle, only where the browser
 * can badge.
 */
function useAppIconBadge(quizRemaining: number | null) {
  const badging = typeof navigator !== "undefined" && canBadge();
  const unread = trpc.chat.unread.useQuery(undefined, { enabled: false });
  const { refetch } = unread;
  useEffect(() => {
    if (!badging) return;
    return whenIdle(() => void refetch());
  }, [badging, refetch]);
  const count = (quizRemaining !== null && quizRemaining > 0 ? 1 : 0) + (unread.data?.total ?? 0);
  useEffect(() => {
    if (badging && quizRemaining !== null) setAppBadge(count);
  }, [badging, count, quizRemaining]);
}
