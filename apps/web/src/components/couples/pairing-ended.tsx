import { useCurrentUser } from "../../hooks/use-auth.js";
import { JUST_READ_MS } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";
import { lazy, Suspense, useState, type ComponentProps } from "react";

import type * as CardsModule from "./pairing-ended-cards.js";

type Cards = typeof CardsModule;
let cards: Cards | undefined;
/**
 * The cards' code (1.3 KiB compressed), split from Home's: a paired person's Home never
 * downloads it. For an unpaired couple account it is loaded before the page is drawn (the
 * server before rendering, the browser before taking over: start.tsx), so a server-drawn card
 * is there at first paint and a tap on Undo or OK is never lost to code still arriving.
 */
export const preloadPairingEndedCards = () =>
  import("./pairing-ended-cards.js").then((module) => (cards = module));
const LazyUndoCard = lazy(() =>
  preloadPairingEndedCards().then((module) => ({ default: module.UndoCard })),
);
const LazyPartnerNoticeCard = lazy(() =>
  preloadPairingEndedCards().then((module) => ({ default: module.PartnerNoticeCard })),
);

// Each chooses its form once per mount (loaded, or behind Suspense), as lazyScreen does.
function UndoCard(props: ComponentProps<Cards["UndoCard"]>) {
  const [Loaded] = useState(() => cards?.UndoCard);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyUndoCard {...props} />
    </Suspense>
  );
}

function PartnerNoticeCard(props: ComponentProps<Cards["PartnerNoticeCard"]>) {
  const [Loaded] = useState(() => cards?.PartnerNoticeCard);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyPartnerNoticeCard {...props} />
    </Suspense>
  );
}

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
