import { useEffect, useRef } from "react";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { JUST_READ_MS } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";

export const accountNoticesCopy = defineCopy(
  {
    partnerDeletedTitle: "Relationship Ended",
    partnerDeletedText: "Your partner deleted their account. You're back in individual mode.",
  },
  { es: () => import("./account-notices.es.js") },
);

/**
 * Tells the person, once, what happened while they were away: their partner deleted their
 * account (the couple ended then). Shown as a toast, then dismissed on the server, so it is
 * not shown again. The live `couple-ended` event refetches it for someone online. Renders
 * nothing: a partner who ended the pairing is told by Home's card (`PartnerEndedNotice`).
 */
export function AccountNotices() {
  const t = useCopy(accountNoticesCopy);
  const utils = trpc.useUtils();
  // Asked on each visit, but not again right after the server read it for this page.
  const notices = trpc.account.notices.useQuery(undefined, { staleTime: JUST_READ_MS });
  const dismiss = trpc.account.dismissNotices.useMutation();
  const shown = useRef<string | null>(null);
  const at = notices.data?.partnerDeletedAccountAt ?? null;

  useEffect(() => {
    if (!at || shown.current === at) return;
    shown.current = at;
    toast({ title: t("partnerDeletedTitle"), description: t("partnerDeletedText") });
    dismiss.mutate(undefined, {
      onSuccess: () =>
        utils.account.notices.setData(undefined, (notices) =>
          notices
            ? { ...notices, partnerDeletedAccountAt: null, partnerEndedPairing: null }
            : notices,
        ),
    });
    void utils.user.me.invalidate();
    void utils.couple.get.invalidate();
  }, [at, dismiss, utils, t]);

  return null;
}
